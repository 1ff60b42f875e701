; Inno Setup 6 script: installs the PyInstaller one-folder build (dist\BoardGames\) for the
; current user only (Inno Setup 6.3 or later): no administrator rights, no UAC prompt, files under
; %LOCALAPPDATA%\Programs\Board Games, a Start-menu entry and an uninstaller.
;
; Build (from the repository root, after `pyinstaller packaging\boardgames.spec`):
;   iscc /DAppVersion=0.1.0 packaging\windows\boardgames.iss
; Output: dist\installer\BoardGames-<version>-setup.exe
; Signing: sign dist\BoardGames\BoardGames.exe before running iscc and the setup exe after it
; (signtool, see packaging\README.md).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Board Games"
#define AppExe "BoardGames.exe"
#define Root ".."

[Setup]
; A fixed AppId ties upgrades and the uninstaller to this app: never change it.
AppId={{5B0E6A2E-3C1D-4F57-9C8B-1E6F0B7D2A41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=boardgames-gui
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; per-user install: {autopf} resolves to %LOCALAPPDATA%\Programs, shortcuts go to the user's Start menu
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Root}\..\dist\installer
OutputBaseFilename=BoardGames-{#AppVersion}-setup
SetupIconFile={#Root}\icons\boardgames.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
; the app folder is replaced as a whole on upgrade so no stale Qt plugin survives
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\..\dist\BoardGames\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#Root}\..\boardgames_gui\fonts\OFL.txt"; DestDir: "{app}\licenses"; DestName: "NanumGothic-OFL.txt"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Saved games and autosaves live in the user's data folder and are kept on purpose.
Type: filesandordirs; Name: "{app}\_internal"
