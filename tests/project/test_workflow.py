"""The release workflow is valid and says what the release needs (checked here, before GitHub runs it).

* the GitHub workflow JSON schema (check-jsonschema's copy, offline) and zizmor's audits;
* current runner images, current (Node 24) action versions, job timeouts;
* every shell step fails on any failing command (bash -euo pipefail, pwsh with both preferences);
* tests before bundles, the same smoke script on every system, the release job on v* tags only;
* the .deb made from the smoke-tested bundle, installed, run and removed; the macOS signature
  checked on the app inside the disk image; releases through a draft, never replaced unasked.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"

#: Hosted images in service at the time of writing (actions/runner-images); older ones are retired
#: or being retired (ubuntu-22.04 from September 2026, macos-14 November 2026, macos-13 December 2025).
CURRENT_IMAGES = {"ubuntu-24.04", "windows-2025", "macos-15", "macos-15-intel", "macos-26"}
#: The first majors of GitHub's actions that run on Node 24.
MIN_MAJOR = {"actions/checkout": 5, "actions/setup-python": 6, "actions/upload-artifact": 6,
             "actions/download-artifact": 7}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: install the test extra (pip install -e '.[test]')")
    return found


@pytest.fixture(scope="module")
def workflow() -> dict:
    from ruamel.yaml import YAML  # comes with check-jsonschema (test extra)

    return YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))


def test_workflow_matches_the_github_schema():
    done = subprocess.run([_tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_finds_nothing():
    done = subprocess.run([_tool("zizmor"), "--offline", "--no-progress", str(WORKFLOW.parent)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_checks_catch_a_broken_workflow(tmp_path):
    """The two checks above can fail: a misspelt key and a script injection are caught."""
    broken = tmp_path / ".github" / "workflows" / "build.yml"
    broken.parent.mkdir(parents=True)
    text = WORKFLOW.read_text(encoding="utf-8")
    broken.write_text(text.replace("timeout-minutes: 45", "timeout-minute: 45", 1), encoding="utf-8")
    schema = subprocess.run([_tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows", str(broken)],
                            capture_output=True, text=True)
    assert schema.returncode != 0
    injected = text.replace('run: python -m pytest -q -m "not slow"',
                            'run: echo "${{ github.event.pull_request.title }}"', 1)
    assert injected != text
    broken.write_text(injected, encoding="utf-8")
    audit = subprocess.run([_tool("zizmor"), "--offline", "--no-progress", str(broken.parent)],
                           capture_output=True, text=True, cwd=tmp_path)
    assert audit.returncode != 0 and "template-injection" in audit.stdout + audit.stderr


def _steps(workflow: dict):
    for job_id, job in workflow["jobs"].items():
        for step in job["steps"]:
            yield job_id, job, step


def test_runner_images_are_current(workflow):
    labels = set()
    for job in workflow["jobs"].values():
        runs_on = job["runs-on"]
        if runs_on.startswith("${{"):
            labels |= set(job["strategy"]["matrix"].get("os", []))
            labels |= {entry["os"] for entry in job["strategy"]["matrix"].get("include", [])}
        else:
            labels.add(runs_on)
    assert labels and labels <= CURRENT_IMAGES, labels - CURRENT_IMAGES
    # Apple silicon and Intel Macs both get a disk image
    bundle_oses = {entry["os"] for entry in workflow["jobs"]["bundle"]["strategy"]["matrix"]["include"]}
    assert {"macos-15", "macos-15-intel"} <= bundle_oses
    assert {"ubuntu-24.04", "windows-2025"} <= bundle_oses


def test_actions_are_current_and_jobs_have_timeouts(workflow):
    for job_id, _job, step in _steps(workflow):
        if "uses" in step:
            name, _, ref = step["uses"].partition("@")
            assert re.fullmatch(r"v\d+", ref), step["uses"]
            assert int(ref[1:]) >= MIN_MAJOR.get(name, 0), step["uses"]
        if step.get("uses", "").startswith("actions/checkout@"):
            assert step["with"]["persist-credentials"] is False, job_id
    for job_id, job in workflow["jobs"].items():
        assert 0 < job["timeout-minutes"] <= 90, job_id


def test_every_shell_step_stops_at_the_first_failing_command(workflow):
    assert workflow["defaults"]["run"]["shell"] == "bash --noprofile --norc -euo pipefail {0}"
    for job_id, _job, step in _steps(workflow):
        if "run" not in step:
            continue
        shell = step.get("shell")
        assert shell in (None, "pwsh"), (job_id, step.get("name"), shell)
        if shell == "pwsh":
            assert "$ErrorActionPreference = 'Stop'" in step["run"], step["name"]
            assert "$PSNativeCommandUseErrorActionPreference = $true" in step["run"], step["name"]
    ps1 = (ROOT / "packaging" / "windows" / "build-installer.ps1").read_text(encoding="utf-8")
    assert "$ErrorActionPreference = 'Stop'" in ps1 and "$PSNativeCommandUseErrorActionPreference = $true" in ps1
    for script in ("packaging/build-linux.sh", "packaging/macos/build-dmg.sh"):
        assert "set -euo pipefail" in (ROOT / script).read_text(encoding="utf-8"), script


def test_tests_come_first_then_bundles_smoke_tested_with_one_script(workflow):
    jobs = workflow["jobs"]
    assert jobs["bundle"]["needs"] == "test"
    assert jobs["release"]["needs"] == "bundle"
    assert jobs["release"]["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert jobs["release"]["permissions"] == {"contents": "write"}
    assert workflow["permissions"] == {"contents": "read"}
    test_run = " ".join(s.get("run", "") for s in jobs["test"]["steps"])
    assert "pytest" in test_run
    assert set(jobs["test"]["strategy"]["matrix"]["python"]) >= {"3.10"}
    smoke = [s for s in jobs["bundle"]["steps"] if "packaging/smoke.py" in s.get("run", "")]
    systems = {s["if"].split("==")[1].strip(" '") for s in smoke}
    assert systems == {"Linux", "Windows", "macOS"}
    names = [s.get("name", "") for s in jobs["bundle"]["steps"]]
    for system in ("Linux", "Windows", "macOS"):
        assert names.index(next(n for n in names if n.startswith("Smoke test") and system in n)) > \
            names.index(next(n for n in names if n.startswith("Bundle") and system in n))
    install = next(s["run"] for s in jobs["bundle"]["steps"] if s.get("name") == "Install the pinned build tools")
    assert "-c packaging/constraints.txt" in install


def test_release_checks_the_tag_and_publishes_every_bundle_with_sums(workflow):
    runs = "\n".join(s.get("run", "") for s in workflow["jobs"]["release"]["steps"])
    assert '"$TAG" != "v$version"' in runs
    for kind in ("windows-setup.exe", "macos-arm64.dmg", "macos-x86_64.dmg", "linux-x86_64.tar.gz", "_amd64.deb"):
        assert kind in runs  # the release requires every bundle, the .deb included
    assert "sha256sum" in runs and "SHA256SUMS.txt" in runs
    assert "--notes-file packaging/release-notes.md" in runs
    upload = next(s for s in workflow["jobs"]["bundle"]["steps"] if s.get("uses", "").startswith("actions/upload"))
    assert "packaging/out/*.deb" in upload["with"]["path"]
    assert upload["with"]["overwrite"] is True  # a re-run job replaces its artifact instead of failing


def _release_script(workflow) -> str:
    return next(s["run"] for s in workflow["jobs"]["release"]["steps"] if "gh release" in s.get("run", ""))


def test_release_goes_through_a_draft_and_is_checked_before_it_is_published(workflow):
    run = _release_script(workflow)
    create = run.index("gh release create")
    assert "--draft --verify-tag" in run[create:create + 120]
    upload, check, publish = (run.index("gh release upload"), run.index("sha256sum --check"),
                              run.index("--draft=false"))
    assert create < upload < check < publish  # published only once every file is there, byte for byte
    assert "gh release download" in run and "--json assets" in run
    assert "--clobber" in run[upload:upload + 80]  # only ever on the draft, or on a published release when asked


def test_a_published_release_is_replaced_only_when_asked(workflow):
    inputs = workflow["on"]["workflow_dispatch"]["inputs"]
    assert inputs["replace-published"] == {"description": inputs["replace-published"]["description"],
                                           "type": "boolean", "default": False}
    step = next(s for s in workflow["jobs"]["release"]["steps"] if "gh release" in s.get("run", ""))
    assert step["env"]["REPLACE"] == "${{ inputs.replace-published }}"
    run = step["run"]
    refusal = run.index('if [ "$REPLACE" != true ]')
    assert "exit 1" in run[refusal:refusal + 400] and run.index("false)") < refusal < run.index("gh release upload")


def test_the_deb_is_the_smoke_tested_bundle_and_is_installed_run_and_removed(workflow):
    steps = workflow["jobs"]["bundle"]["steps"]
    runs = [s.get("run", "") for s in steps]
    tarball_smoke = next(i for i, r in enumerate(runs) if "packaging/smoke.py \"$unpacked\"" in r)
    assert "packaging/build-deb.sh --bundle \"$unpacked\"" in runs[tarball_smoke]
    assert runs[tarball_smoke].index("packaging/smoke.py") < runs[tarball_smoke].index("build-deb.sh")
    assert not any("build-deb.sh" in r and "--bundle" not in r for r in runs)  # no second, untested build
    installed = next(i for i, r in enumerate(runs) if "apt-get install" in r and ".deb" in r)
    assert installed > tarball_smoke and steps[installed]["if"] == "runner.os == 'Linux'"
    run = runs[installed]
    assert run.index("apt-get install") < run.index("packaging/smoke.py /usr/games/botifarra") < \
        run.index("apt-get remove -y --purge botifarra")
    assert "dpkg -s botifarra" in run  # removal leaves nothing behind


def test_macos_smoke_verifies_the_signature_inside_the_dmg_and_retries_hdiutil(workflow):
    run = next(s["run"] for s in workflow["jobs"]["bundle"]["steps"]
               if s.get("name", "").startswith("Smoke test (macOS"))
    assert "source packaging/macos/retry.sh" in run
    assert 'retry 5 "hdiutil attach" hdiutil attach' in run
    verify = run.index('codesign --verify --deep --strict --verbose=2 "$mounted/Botifarra.app"')
    assert run.index("hdiutil attach") < verify < run.index("packaging/smoke.py")
