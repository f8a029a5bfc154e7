# Build the Windows bundle and its installer (run from anywhere, in PowerShell 7):
#   pwsh packaging/windows/build-installer.ps1            (python on PATH: the build environment)
# Makes the icons, the PyInstaller bundle (packaging/out/dist/botifarra) and
# packaging/out/botifarra-<version>-windows-setup.exe with Inno Setup 6.3 or newer
# (installed with Chocolatey when the machine has none).
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

function Find-Iscc {
    $onPath = Get-Command iscc.exe -ErrorAction SilentlyContinue
    if ($onPath) { return $onPath.Source }
    foreach ($dir in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, "$env:LOCALAPPDATA\Programs")) {
        if (-not $dir) { continue }
        $candidate = Join-Path $dir 'Inno Setup 6\ISCC.exe'
        if (Test-Path $candidate) { return $candidate }
    }
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
