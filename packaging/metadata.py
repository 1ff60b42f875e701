"""The app's version and bundle metadata, read from pyproject.toml: one source for the
PyInstaller spec, the Inno Setup script, the dmg script and the release workflow.

    python3 packaging/metadata.py                 # every key=value, one a line
    python3 packaging/metadata.py version         # one value
    python3 packaging/metadata.py --iscc          # Inno Setup /D defines, one a line

Standard library only (it runs before anything is installed on a release runner).
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Inno Setup preprocessor names for the keys the installer script uses
ISCC_DEFINES = {
    "version": "AppVersion",
    "display_name": "AppName",
    "executable": "AppExeName",
    "artifact_name": "ArtifactName",
    "publisher": "AppPublisher",
    "windows_app_id": "AppIdGuid",
    "save_extension": "SaveExt",
    "save_type_name": "SaveTypeName",
}


def metadata(root: Path = ROOT) -> dict[str, str]:
    """{"version": "0.1.0", "display_name": "Board Games", ...} from pyproject.toml."""
    with open(root / "pyproject.toml", "rb") as handle:
        project = tomllib.load(handle)
    data = {"name": project["project"]["name"], "version": project["project"]["version"]}
    data.update({key: str(value) for key, value in project["tool"]["boardgames"]["bundle"].items()})
    return data


def macos_info_plist(data: dict[str, str]) -> dict:
    """The app bundle's Info.plist entries (the spec hands them to PyInstaller's BUNDLE):
    high-resolution capable, the minimum macOS of the pinned Qt, and saved games as a document
    type of their own, JSON underneath, which this app owns. macOS hands each double-clicked
    save to the running app as a QFileOpenEvent (boardgames_gui/ui/instance.py)."""
    save_uti = f"{data['identifier']}.save"
    icon = "boardgames.icns"  # PyInstaller copies the bundle icon into Resources under this name
    return {
        "CFBundleName": data["display_name"],
        "CFBundleDisplayName": data["display_name"],
        "CFBundleShortVersionString": data["version"],
        "CFBundleVersion": data["version"],
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": data["macos_minimum"],
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHumanReadableCopyright": "Fonts: NanumGothic (c) NAVER Corporation, SIL OFL 1.1",
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": save_uti,
                "UTTypeDescription": data["save_type_name"],
                "UTTypeConformsTo": ["public.json", "public.data"],
                "UTTypeIconFile": icon,
                "UTTypeTagSpecification": {
                    "public.filename-extension": [data["save_extension"]],
                    "public.mime-type": [data["save_mime_type"]],
                },
            }
        ],
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": data["save_type_name"],
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [save_uti],
                "CFBundleTypeIconFile": icon,
            }
        ],
    }


def main(argv: list[str]) -> int:
    data = metadata()
    if argv == ["--iscc"]:
        for key, define in ISCC_DEFINES.items():
            print(f"/D{define}={data[key]}")
        return 0
    if argv:
        missing = [key for key in argv if key not in data]
        if missing:
            print(f"no such key: {', '.join(missing)} (known: {', '.join(data)})", file=sys.stderr)
            return 2
        for key in argv:
            print(data[key])
        return 0
    for key, value in data.items():
        print(f"{key}={value}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
