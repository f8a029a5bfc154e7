; Inno Setup script for Botifarra (Windows installer with a Start-menu entry).
; Build after PyInstaller (packaging/out/dist/botifarra) and make_icons.py:
;   iscc /DAppVersion=0.1.0 packaging\windows\botifarra.iss
; The version comes from botifarra_desktop.__version__ (the CI workflow passes it).
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\botifarra.iss
#endif

[Setup]
AppId={{7C1B3A62-5E0B-4C6E-9B0A-B0F1FA77A001}
AppName=Botifarra
AppVersion={#AppVersion}
AppPublisher=Botifarra Desktop
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
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "catalan"; MessagesFile: "compiler:Languages\Catalan.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\out\dist\botifarra\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Botifarra"; Filename: "{app}\botifarra.exe"
Name: "{group}\{cm:UninstallProgram,Botifarra}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Botifarra"; Filename: "{app}\botifarra.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\botifarra.exe"; Description: "{cm:LaunchProgram,Botifarra}"; Flags: nowait postinstall skipifsilent
