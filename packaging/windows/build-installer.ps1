# Build the Windows bundle and its installer (run from anywhere, in PowerShell 7):
#   pwsh packaging/windows/build-installer.ps1            (python on PATH: the build environment)
# Makes the icons, the PyInstaller bundle (packaging/out/dist/botifarra) and
# packaging/out/botifarra-<version>-windows-setup.exe with Inno Setup 6.3 or newer, 7 included
# (found by packaging/windows/find_iscc.py; installed with Chocolatey when the machine has none;
# the variable ISCC may name the compiler).
$ErrorActionPreference = 'Stop'
$PSNativeCommandUseErrorActionPreference = $true  # a native command's non-zero exit stops the script
Set-StrictMode -Version Latest
Set-Location (Join-Path $PSScriptRoot '..\..')

$Python = if ($env:PYTHON) { $env:PYTHON } else { 'python' }
$Version = (& $Python -c 'import botifarra_desktop; print(botifarra_desktop.__version__)').Trim()
$FileVersion = (& $Python -c "import sys; sys.path.insert(0, 'packaging'); import bundling; print('.'.join(map(str, bundling.numeric_version('$Version'))))").Trim()
Write-Host "Botifarra $Version (file version $FileVersion)"

& $Python packaging/make_icons.py packaging/out/icons
& $Python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath packaging/out/dist --workpath packaging/out/build packaging/botifarra.spec

# packaging/windows/find_iscc.py knows where Inno Setup 6 and 7 install (tested on sample layouts):
# it prints the compiler's path, or exits 3 when there is none.
function Find-Iscc {
    $PSNativeCommandUseErrorActionPreference = $false  # exit 3 is an answer here; checked below
    $found = & $Python packaging/windows/find_iscc.py
    if ($LASTEXITCODE -eq 0) { return "$found".Trim() }
    if ($LASTEXITCODE -ne 3) { throw "packaging/windows/find_iscc.py failed (exit code $LASTEXITCODE)" }
    return $null
}

$Iscc = Find-Iscc
if (-not $Iscc) {
    Write-Host 'Inno Setup not found: installing it with Chocolatey'
    choco install innosetup --no-progress -y
    $Iscc = Find-Iscc
    if (-not $Iscc) { throw 'Inno Setup (ISCC.exe) is still missing after installing it' }
}
Write-Host "Inno Setup compiler: $Iscc"
& $Iscc "/DAppVersion=$Version" "/DFileVersion=$FileVersion" packaging\windows\botifarra.iss

$Setup = "packaging/out/botifarra-$Version-windows-setup.exe"
if (-not (Test-Path $Setup)) { throw "the installer $Setup was not made" }
$Info = (Get-Item $Setup).VersionInfo
Write-Host "installer: $Setup ($([math]::Round((Get-Item $Setup).Length / 1MB, 1)) MB, file version $($Info.FileVersion))"
$Exe = (Get-Item packaging/out/dist/botifarra/botifarra.exe).VersionInfo
if ($Exe.ProductVersion -ne $Version) { throw "botifarra.exe carries product version '$($Exe.ProductVersion)', expected $Version" }
Write-Host "botifarra.exe: product version $($Exe.ProductVersion), file version $($Exe.FileVersion)"
