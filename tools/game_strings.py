"""Find every sentence a game shows, for its own catalogue (assets/i18n/<game_id>_<code>.ts).

Used by tools/update_translations.py; nothing here is game-specific, so a new package under
boardgames_gui/games/ is picked up as it is. For each game package the strings are:

1. every call `tr(CTX, TEMPLATE, ...)` or `noop(CTX, TEXT)` (engine.i18n), `tr_n(CTX, ONE, MANY, n, ...)` (a
   numerus message: its source is MANY), `QCoreApplication.translate(CTX, TEXT[, None, n])`,
   and literal calls to small wrappers around them (`def tt(text, **p): return
   QCoreApplication.translate("Ctx", text)...`, or `def tn(one, many, n): return tr_n("Ctx", one,
   many, n)`). CTX and TEMPLATE may be literals (multi-line or concatenated) or module
   constants, also imported ones (`va.CTX`, `texts.RULES_TEXT`): the module is imported and the
   expression read from its globals; a template a function assigns in branches
   (`template = "..."`, then `tr(CTX, template)`) gives each literal. A template made at run time (`tr(CTX, card.text)`) is not
   a string here: the game lists those texts in its catalogue hook (3);
2. the variants of the game's rules (label, help, choice labels; context = the game id), which
   the new-game dialog and the rules browser translate;
3. the column keys of the game's result table (Result.breakdown, read off a new game's
   time-limit result; the result screen translates them in the game's context);
4. `catalogue.py` in the package, if there is one: `texts()` returns (context, text) pairs for
   the data tables' names and texts the game translates at run time (cities, cards, peoples).

`self.tr("...")` in the game's Qt classes is found by lupdate itself (the game's files are
given to it with the generated stub).
"""

from __future__ import annotations

import ast
import importlib
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "boardgames_gui" / "games"


@dataclass(frozen=True)
class Message:
    context: str
    text: str
    numerus: bool = False


def game_packages() -> list[str]:
    """Ids of the game packages: every folder of boardgames_gui/games with an __init__.py."""
    return sorted(p.parent.name for p in GAMES.glob("*/__init__.py"))


def game_files(game_id: str) -> list[Path]:
    return sorted((GAMES / game_id).rglob("*.py"))


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _value(node: ast.AST, namespace: dict) -> object:
    """The value of a literal, a module constant or an attribute chain of them; None if run-time."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return namespace.get(node.id)
    if isinstance(node, ast.Attribute):
        owner = _value(node.value, namespace)
        return getattr(owner, node.attr, None) if owner is not None else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _value(node.left, namespace), _value(node.right, namespace)
        return left + right if isinstance(left, str) and isinstance(right, str) else None
    return None


def _callee(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _wrappers(tree: ast.Module) -> dict[str, tuple[str, int, ast.AST]]:
    """Module functions that translate their own parameters: name -> (kind, params, context node).

    kind "plain": the first parameter is the text; "numerus": the first two are one/many."""
    found: dict[str, tuple[str, int, ast.AST]] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        params = [a.arg for a in node.args.args]
        for call in ast.walk(node):
            if not isinstance(call, ast.Call) or len(call.args) < 2:
                continue
            name, args = _callee(call), call.args
            names = [a.id if isinstance(a, ast.Name) else None for a in args]
            if name in ("tr", "translate") and names[1] == params[0]:
                found[node.name] = ("plain", 1, args[0])
            elif name == "tr_n" and len(params) >= 2 and names[1:3] == params[:2]:
                found[node.name] = ("numerus", 2, args[0])
    return found


def _namespace(path: Path, tree: ast.Module) -> dict:
    """The module's globals, plus the names its functions import locally (a lazy import)."""
    module = importlib.import_module(_module_name(path))
    namespace = dict(vars(module))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            package = module.__package__ or ""
            source = importlib.import_module("." * node.level + (node.module or ""), package)
            for alias in node.names:
                if hasattr(source, alias.name):
                    namespace.setdefault(alias.asname or alias.name, getattr(source, alias.name))
    return namespace


def package_wrappers(game_id: str) -> dict[str, tuple[str, int, ast.AST, dict]]:
    """The wrappers of every module of the package (a view imports the wrapper of another)."""
    found = {}
    for path in game_files(game_id):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        namespace = _namespace(path, tree)
        for name, (kind, count, context_node) in _wrappers(tree).items():
            found[name] = (kind, count, context_node, namespace)
    return found


def _aliases(tree: ast.Module, wrappers: dict) -> dict:
    """Wrappers the module imports under another name (`from .texts import _say as say`)."""
    return {
        alias.asname: wrappers[alias.name]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.asname and alias.name in wrappers
    }


def _local_literals(tree: ast.Module) -> dict[str, list[str]]:
    """Names assigned string literals inside functions (`template = "..."` in each branch)."""
    found: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            if isinstance(node.value.value, str):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        found.setdefault(target.id, []).append(node.value.value)
    return found


def file_messages(
    path: Path, wrappers: dict[str, tuple[str, int, ast.AST, dict]]
) -> tuple[list[Message], list[str]]:
    """(messages, run-time calls as 'file:line') of one module; `wrappers` as `package_wrappers`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    namespace = _namespace(path, tree)
    local = _local_literals(tree)
    wrappers = {**wrappers, **_aliases(tree, wrappers)}
    messages: list[Message] = []
    dynamic: list[str] = []
    wrapper_bodies = {
        id(n)
        for fn in tree.body
        if isinstance(fn, ast.FunctionDef) and fn.name in wrappers
        for n in ast.walk(fn)
    }
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call) or id(call) in wrapper_bodies:
            continue
        name, args = _callee(call), call.args
        if name in wrappers:
            kind, count, context_node, home = wrappers[name]
            context = _value(context_node, home)
            texts = [_value(a, namespace) for a in args[:count]]
        elif name in ("tr", "noop") and isinstance(call.func, ast.Name) and len(args) >= 2:
            kind, context, texts = "plain", _value(args[0], namespace), [_value(args[1], namespace)]
        elif name == "tr_n" and len(args) >= 3:
            kind, context = "numerus", _value(args[0], namespace)
            texts = [_value(args[1], namespace), _value(args[2], namespace)]
        elif name == "translate" and isinstance(call.func, ast.Attribute) and len(args) >= 2:
            if not (isinstance(call.func.value, ast.Name) and call.func.value.id == "QCoreApplication"):
                continue
            kind = "numerus" if len(args) >= 4 else "plain"
            context, texts = _value(args[0], namespace), [_value(args[1], namespace)]
        else:
            continue
        text_node = args[0] if name in wrappers else args[1] if len(args) > 1 else None
        if kind == "plain" and texts[0] is None and isinstance(text_node, ast.Name) and text_node.id in local:
            # a template chosen in branches: every literal the module assigns to that name
            if isinstance(context, str):
                messages += [Message(context, text) for text in local[text_node.id]]
                continue
        if not isinstance(context, str) or not all(isinstance(t, str) for t in texts):
            dynamic.append(f"{path.relative_to(ROOT)}:{call.lineno}")
            continue
        messages.append(Message(context, texts[-1], kind == "numerus"))
    return messages, dynamic


def _game_of(package: str):
    """The registry entry whose rules live in this package (a game id need not be its package's
    name: "18korea" lives in korea18), or None."""
    from boardgames_gui.games import registry

    for info in registry.GAMES.values():
        if info.rules_path.startswith(f"boardgames_gui.games.{package}."):
            return info
    return None


def variant_messages(package: str) -> list[Message]:
    """The variants' texts, in the context of the game's id (what the dialogs translate in)."""
    info = _game_of(package)
    if info is None:
        return []
    game_id = info.game_id
    out = []
    for variant in info.rules.variants:
        out.append(Message(game_id, variant.label))
        if variant.help:
            out.append(Message(game_id, variant.help))
        out += [Message(game_id, label) for _value_, label in variant.choices]
    return out


def result_messages(package: str) -> list[Message]:
    """The column keys of the game's result table (its Result.breakdown), which the result
    screen translates in the game's context: read off a time-limit result of a new game."""
    info = _game_of(package)
    if info is None:
        return []
    game_id = info.game_id
    rules = info.rules
    result = rules.time_limit_result(rules.new_game({"players": info.min_players}, 0))
    keys: dict[str, None] = {}
    for row in (result.breakdown or {}).values():
        for key, value in row.items():
            if not isinstance(value, (list, dict, tuple)):
                keys[str(key)] = None
    return [Message(game_id, key) for key in keys]


def hook_messages(game_id: str) -> list[Message]:
    if not (GAMES / game_id / "catalogue.py").exists():
        return []
    hook = importlib.import_module(f"boardgames_gui.games.{game_id}.catalogue")
    return [Message(context, text) for context, text in hook.texts()]


def game_messages(game_id: str) -> tuple[list[Message], list[str]]:
    """Every message of one game in a stable order (duplicates removed), and the run-time calls."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    found: list[Message] = []
    dynamic: list[str] = []
    wrappers = package_wrappers(game_id)
    for path in game_files(game_id):
        messages, calls = file_messages(path, wrappers)
        found += messages
        dynamic += calls
    found += variant_messages(game_id) + result_messages(game_id) + hook_messages(game_id)
    seen: set[tuple[str, str]] = set()
    unique = []
    for message in found:
        if (message.context, message.text) not in seen and message.text:
            seen.add((message.context, message.text))
            unique.append(message)
    return unique, dynamic


if __name__ == "__main__":
    for game in sys.argv[1:] or game_packages():
        messages, calls = game_messages(game)
        print(f"{game}: {len(messages)} messages, {sum(m.numerus for m in messages)} numerus")
        for call in calls:
            print("  run-time template:", call)
