; Inno Setup script for Botifarra (Windows installer with a Start-menu entry).
; Build after PyInstaller (packaging/out/dist/botifarra) and make_icons.py, with Inno Setup 6.3 or newer:
;   iscc /DAppVersion=0.1.0 packaging\windows\botifarra.iss
; packaging/windows/build-installer.ps1 does all of it (the CI runs that script).
; The version comes from botifarra_desktop.__version__.
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\botifarra.iss
#endif
; Four numbers for the version resource of the setup program (1.2.0rc1 -> 1.2.0.0).
#ifndef FileVersion
  #define FileVersion AppVersion
#endif

[Setup]
AppId={{7C1B3A62-5E0B-4C6E-9B0A-B0F1FA77A001}
AppName=Botifarra
AppVersion={#AppVersion}
AppVerName=Botifarra {#AppVersion}
AppPublisher=Botifarra Desktop
AppCopyright=GPL-3.0-or-later
VersionInfoVersion={#FileVersion}
VersionInfoProductVersion={#FileVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription=Botifarra setup
VersionInfoProductName=Botifarra
DefaultDirName={autopf}\Botifarra
DefaultGroupName=Botifarra
DisableProgramGroupPage=yes
OutputDir=..\out
OutputBaseFilename=botifarra-{#AppVersion}-windows-setup
SetupIconFile=..\out\icons\botifarra.ico
UninstallDisplayIcon={app}\botifarra.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
PrivilegesRequiredOverridesAllowed=dialog
; 64-bit Windows only (x64, and Arm64 through its x64 emulation): the bundle is x64.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; A running game holds its files: the game creates this mutex (botifarra_desktop/ui/shell/lifecycle.py,
; APP_MUTEX) and Setup and Uninstall ask the player to close it first; the Restart Manager
; closes what still uses the files (the bot worker included) before they are replaced.
AppMutex=BotifarraDesktopRunning,Global\BotifarraDesktopRunning
CloseApplications=yes
RestartApplications=no

; The game's six languages; Setup picks the one of Windows and offers the others.
; An .isl missing from the installed Inno Setup is left out with a warning, not an error.
[Languages]
#if FileExists(AddBackslash(CompilerPath) + "Languages\Catalan.isl")
Name: "catalan"; MessagesFile: "compiler:Languages\Catalan.isl"
#else
  #pragma warning "Catalan.isl is missing from this Inno Setup: the installer has no Catalan"
#endif
#if FileExists(AddBackslash(CompilerPath) + "Languages\Spanish.isl")
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
#else
  #pragma warning "Spanish.isl is missing from this Inno Setup: the installer has no Spanish"
#endif
Name: "english"; MessagesFile: "compiler:Default.isl"
#if FileExists(AddBackslash(CompilerPath) + "Languages\French.isl")
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
#else
  #pragma warning "French.isl is missing from this Inno Setup: the installer has no French"
#endif
#if FileExists(AddBackslash(CompilerPath) + "Languages\Italian.isl")
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
#else
  #pragma warning "Italian.isl is missing from this Inno Setup: the installer has no Italian"
#endif
#if FileExists(AddBackslash(CompilerPath) + "Languages\Portuguese.isl")
Name: "portuguese"; MessagesFile: "compiler:Languages\Portuguese.isl"
#else
  #pragma warning "Portuguese.isl is missing from this Inno Setup: the installer has no Portuguese"
#endif
#if FileExists(AddBackslash(CompilerPath) + "Languages\BrazilianPortuguese.isl")
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\out\dist\botifarra\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the whole bundle: no file of an older Qt or Python stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Botifarra"; Filename: "{app}\botifarra.exe"
Name: "{group}\{cm:UninstallProgram,Botifarra}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Botifarra"; Filename: "{app}\botifarra.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\botifarra.exe"; Description: "{cm:LaunchProgram,Botifarra}"; Flags: nowait postinstall skipifsilent
