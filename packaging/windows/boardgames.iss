; Inno Setup 6.3+ script: installs the PyInstaller one-folder build (dist\BoardGames\) for the
; current user only: no administrator rights, no UAC prompt, files under
; %LOCALAPPDATA%\Programs\Board Games, a Start-menu entry, an uninstaller, and saved games
; (*.bgsave) opening in the app by double-click.
;
; Build (from the repository root, after `python -m PyInstaller packaging\boardgames.spec`),
; with the names and version of pyproject.toml (packaging\metadata.py prints the /D defines):
;   iscc <the lines of `python packaging\metadata.py --iscc`> packaging\windows\boardgames.iss
; Output: dist\installer\Boardgames-<version>-setup.exe
; The defaults below are pyproject.toml's values (tests/packaging/test_installers.py checks
; that they agree), so a bare `iscc packaging\windows\boardgames.iss` builds the same.
; Signing: sign dist\BoardGames\BoardGames.exe before running iscc and the setup exe after it
; (signtool, see packaging\README.md).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef AppName
  #define AppName "Board Games"
#endif
#ifndef AppExeName
  #define AppExeName "BoardGames"
#endif
#ifndef ArtifactName
  #define ArtifactName "Boardgames"
#endif
#ifndef AppPublisher
  #define AppPublisher "boardgames-gui"
#endif
#ifndef AppIdGuid
  #define AppIdGuid "{5B0E6A2E-3C1D-4F57-9C8B-1E6F0B7D2A41}"
#endif
#ifndef SaveExt
  #define SaveExt "bgsave"
#endif
#ifndef SaveTypeName
  #define SaveTypeName "Board Games saved game"
#endif
#define AppExe AppExeName + ".exe"
#define SaveProgId AppExeName + ".SavedGame"
; the repository root, seen from this script's folder
#define Repo "..\.."

[Setup]
; A fixed AppId ties upgrades and the uninstaller to this app: never change it ("{{" is a literal "{").
AppId={#StringChange(AppIdGuid, "{", "{{")}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; per-user install: {autopf} resolves to %LOCALAPPDATA%\Programs, shortcuts go to the user's
; Start menu, and HKA below to HKEY_CURRENT_USER
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Repo}\dist\installer
OutputBaseFilename={#ArtifactName}-{#AppVersion}-setup
SetupIconFile={#Repo}\packaging\icons\boardgames.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
; Explorer is told to reread the file types after install and uninstall
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; the app folder is replaced as a whole on upgrade so no stale Qt plugin survives
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Repo}\dist\{#AppExeName}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#Repo}\boardgames_gui\fonts\OFL.txt"; DestDir: "{app}\licenses"; DestName: "NanumGothic-OFL.txt"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; Saved games (*.bgsave): double-click starts `BoardGames.exe "<file>"`; a running app takes
; the file over (boardgames_gui/ui/instance.py). Per user (HKA = HKCU here); the uninstaller
; removes the keys again.
Root: HKA; Subkey: "Software\Classes\.{#SaveExt}"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.{#SaveExt}\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "{#SaveTypeName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".{#SaveExt}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Saved games and autosaves live in the user's data folder and are kept on purpose.
Type: filesandordirs; Name: "{app}\_internal"
