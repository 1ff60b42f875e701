"""The installers agree with each other and with the app (issue 16): one version, one set of
names, one icon pair, one saved-game extension, in pyproject.toml, the Inno Setup script, the
macOS Info.plist, the Linux desktop files, the release workflow and the app's save dialog.
The Windows and macOS builds cannot run here; these checks are what this machine can prove."""

from __future__ import annotations

import plistlib
import re
import sys
import xml.etree.ElementTree as ET

import pytest

from boardgames_gui import __version__

from ._tools import ROOT

sys.path.insert(0, str(ROOT / "packaging"))
import metadata as meta_module  # noqa: E402

META = meta_module.metadata(ROOT)
PACKAGING = ROOT / "packaging"
ISS = (PACKAGING / "windows" / "boardgames.iss").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
DMG_SCRIPT = (PACKAGING / "macos" / "build_dmg.sh").read_text(encoding="utf-8")


def test_the_app_and_pyproject_have_one_version():
    assert __version__ == META["version"]


def test_every_installer_default_is_pyprojects_value():
    """A bare `iscc boardgames.iss` builds what the workflow's /D defines build."""
    defaults = dict(re.findall(r'#define (\w+) "([^"]*)"', ISS))
    for key, define in meta_module.ISCC_DEFINES.items():
        assert defaults.get(define) == META[key], f"{define} in boardgames.iss is not pyproject's {key}"


def test_windows_installer_is_per_user_with_start_menu_uninstaller_and_save_association():
    assert re.search(r"^PrivilegesRequired=lowest$", ISS, re.M)
    assert re.search(r"^DefaultDirName=\{autopf\}", ISS, re.M)  # %LOCALAPPDATA%\Programs per user
    assert re.search(r"^OutputBaseFilename=\{#ArtifactName\}-\{#AppVersion\}-setup$", ISS, re.M)
    assert re.search(r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', ISS, re.M)
    assert "{uninstallexe}" in ISS
    assert re.search(r"^ChangesAssociations=yes$", ISS, re.M)
    assert 'Subkey: "Software\\Classes\\.{#SaveExt}"' in ISS
    assert re.search(r'shell\\open\\command".*""\{app\}\\\{#AppExe\}"" ""%1""', ISS)
    assert all(line.startswith("Root: HKA;") for line in ISS.splitlines() if line.startswith("Root:"))
    assert re.search(r"^SetupIconFile=\{#Repo\}\\packaging\\icons\\boardgames\.ico$", ISS, re.M)


def test_icons_for_windows_and_macos_exist_and_are_made_from_the_apps_art():
    ico = (PACKAGING / "icons" / "boardgames.ico").read_bytes()
    icns = (PACKAGING / "icons" / "boardgames.icns").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and icns[:4] == b"icns"
    spec = (PACKAGING / "boardgames.spec").read_text(encoding="utf-8")
    assert '"boardgames.ico"' in spec and '"boardgames.icns"' in spec
    assert "assets/icons/app.svg" in (ROOT / "tools" / "make_icons.py").read_text(encoding="utf-8")


def test_macos_plist_owns_the_save_type_is_high_resolution_and_names_qts_minimum():
    plist = meta_module.macos_info_plist(META)
    plistlib.loads(plistlib.dumps(plist))  # a valid property list
    assert plist["NSHighResolutionCapable"] is True
    # Qt 6.11 (the pin is below 6.12) runs on macOS 13 or later
    assert plist["LSMinimumSystemVersion"] == "13.0"
    (declared,) = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == [META["save_extension"]]
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert plist["CFBundleShortVersionString"] == META["version"]


def test_linux_desktop_file_and_mime_type_name_the_same_save_type():
    desktop = (PACKAGING / "linux" / "boardgames-gui.desktop").read_text(encoding="utf-8")
    assert f"MimeType={META['save_mime_type']};" in desktop
    assert re.search(r"^Exec=\S+ %f$", desktop, re.M)  # the double-clicked file as the argument
    root = ET.parse(PACKAGING / "linux" / "boardgames-gui-mime.xml").getroot()
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    (kind,) = root.findall(f"{ns}mime-type")
    assert kind.get("type") == META["save_mime_type"]
    assert f"*.{META['save_extension']}" in [g.get("pattern") for g in kind.iter(f"{ns}glob")]


def test_the_save_dialog_writes_the_extension_the_installers_associate():
    pytest.importorskip("PySide6")
    from boardgames_gui.ui import mainwindow

    assert mainwindow.SAVE_EXTENSION == "." + META["save_extension"]
    assert f"*{mainwindow.SAVE_EXTENSION}" in mainwindow.SAVE_FILTER_EXT.split()


def test_release_workflow_builds_every_installer_on_a_version_tag_from_the_same_scripts():
    assert re.search(r'tags: \["v\*"\]', WORKFLOW)
    assert "packaging/boardgames.spec" in WORKFLOW
    assert "packaging/metadata.py --iscc" in WORKFLOW and "packaging/windows/boardgames.iss" in WORKFLOW
    assert "packaging/macos/build_dmg.sh" in WORKFLOW
    assert "arch: arm64" in WORKFLOW and "arch: x86_64" in WORKFLOW
    assert "softprops/action-gh-release" in WORKFLOW
    for pattern in ("*-setup.exe", "*.dmg", "*.tar.gz"):
        assert pattern in WORKFLOW
    # the tag must name pyproject's version, so the files' names and the release agree
    assert WORKFLOW.count('test "v$(python') == 2


def test_the_dmg_is_named_per_architecture_from_pyprojects_names():
    assert 'DMG="dist/$(meta artifact_name)-${VERSION}-macos-${ARCH}.dmg"' in DMG_SCRIPT
    assert "notarytool submit" in DMG_SCRIPT and "stapler staple" in DMG_SCRIPT
    assert "--options runtime" in DMG_SCRIPT


def test_metadata_prints_what_the_scripts_read():
    assert meta_module.main(["version"]) == 0
    assert meta_module.main(["no_such_key"]) == 2


def _icon_pictures(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, RGBA pixels) of each picture of an .ico or .icns file, in file order."""
    import struct

    from PySide6.QtGui import QImage

    if data[:4] == b"icns":
        blobs, at = [], 8
        while at < len(data):
            length = struct.unpack(">I", data[at + 4 : at + 8])[0]
            blobs.append(data[at + 8 : at + length])
            at += length
    else:
        count = struct.unpack("<H", data[4:6])[0]
        blobs = []
        for entry in range(count):
            size, offset = struct.unpack("<II", data[6 + 16 * entry + 8 : 6 + 16 * entry + 16])
            blobs.append(data[offset : offset + size])
    pictures = []
    for blob in blobs:
        image = QImage.fromData(blob, "PNG").convertToFormat(QImage.Format.Format_RGBA8888)
        assert not image.isNull()
        pictures.append((image.width(), image.height(), bytes(image.constBits())))
    return pictures


def test_the_committed_icons_are_what_make_icons_renders_from_the_apps_art(qapp, tmp_path):
    """Change assets/icons/app.svg and forget `python3 tools/make_icons.py`: this fails. The
    pictures are compared pixel by pixel, each channel within 2 of 255: Qt's rasteriser takes
    other paths on other processors (one channel of one pixel of the 1024-px picture differed
    by 1, and its PNG by a byte), which says nothing of the art."""
    from ._tools import tool

    assert tool("make_icons").main(["--out", str(tmp_path)]) == 0
    for name in ("boardgames.ico", "boardgames.icns"):
        made = (tmp_path / name).read_bytes()
        committed = (PACKAGING / "icons" / name).read_bytes()
        made_pictures, committed_pictures = _icon_pictures(made), _icon_pictures(committed)
        assert [p[:2] for p in made_pictures] == [p[:2] for p in committed_pictures], name
        for (width, _, ours), (_, _, theirs) in zip(made_pictures, committed_pictures, strict=True):
            assert len(ours) == len(theirs)
            assert max(abs(a - b) for a, b in zip(ours, theirs, strict=True)) <= 2, (
                f"{name}: the {width}-px picture"
            )
