"""The action bar builds listed actions with templates (issue 11, item 1): Range as a spin box,
a short Choice as a button per value, a long one as a combo box, Subset as check boxes and a
confirming button, and many listed actions of one type as one combo box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QSpinBox

from boardgames_gui.engine.api import Action, Choice, Range, Rules, Subset
from boardgames_gui.ui.actionbar import MANY, ActionBar, Offer


def bar_with(qtbot, actions, offers=()):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_actions(Rules(), None, actions, offers)
    bar.show()
    chosen = []
    bar.actionChosen.connect(lambda action, seat: chosen.append((action, seat)))
    return bar, chosen


def test_a_short_choice_is_a_button_per_value(qtbot):
    bar, chosen = bar_with(qtbot, [Action("fly", to=Choice((3, 7)))])
    assert [b.text() for b in bar.buttons] == ["Fly (to 3)", "Fly (to 7)"]
    qtbot.mouseClick(bar.buttons[1], Qt.MouseButton.LeftButton)
    assert chosen == [(Action("fly", to=7), None)]


def test_a_long_choice_is_a_combo_box_next_to_its_button(qtbot):
    bar, chosen = bar_with(qtbot, [Action("fly", to=Choice(tuple(range(10))))])
    assert len(bar.buttons) == 1 and len(bar.combos) == 1
    bar.combos[0].setCurrentIndex(4)
    assert bar.buttons[0].text() == "Fly (to 4)"
    qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
    assert chosen == [(Action("fly", to=4), None)]


def test_a_subset_is_check_boxes_and_the_button_waits_for_enough_of_them(qtbot):
    bar, chosen = bar_with(qtbot, [Action("pay", cards=Subset(("a", "b", "c"), 2, 2))])
    assert len(bar.checks) == 3
    button = bar.button_for("pay")
    bar.checks[2].setChecked(True)
    assert not button.isEnabled()
    bar.checks[0].setChecked(True)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == [(Action("pay", cards=["a", "c"]), None)]


def test_a_range_is_a_spin_box(qtbot):
    bar, chosen = bar_with(qtbot, [Action("bid", amount=Range(10, 50, 10))])
    bar.spins[0].setValue(30)
    qtbot.mouseClick(bar.button_for("bid"), Qt.MouseButton.LeftButton)
    assert chosen == [(Action("bid", amount=30), None)]


def test_many_listed_actions_of_one_type_are_one_combo_box_not_a_wall_of_buttons(qtbot):
    actions = [Action("build", space=space) for space in range(200)] + [Action("pass")]
    bar, chosen = bar_with(qtbot, actions)
    assert len(bar.buttons) == 2 and len(bar.combos) == 1 and bar.combos[0].count() == 200 > MANY
    bar.combos[0].setCurrentIndex(17)
    picker = bar.combos[0].parentWidget()
    qtbot.mouseClick(picker.control.button, Qt.MouseButton.LeftButton)
    assert chosen == [(Action("build", space=17), None)]


def test_an_out_of_turn_seat_without_secrets_acts_at_once_under_its_name(qtbot):
    bar, chosen = bar_with(qtbot, [Action("roll")], [Offer(1, "Bo", [Action("sell", lot=3)], False)])
    button = bar.button_for("sell")
    assert button.text() == "Bo may: Sell (lot 3)"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == [(Action("sell", lot=3), 1)]


def test_an_out_of_turn_seat_with_secrets_asks_for_the_laptop(qtbot):
    bar, chosen = bar_with(qtbot, [Action("roll")], [Offer(2, "Cy", [Action("cheer"), Action("boo")], True)])
    asked = []
    bar.handOverRequested.connect(asked.append)
    (button,) = [b for b in bar.buttons if b.objectName() == "handOver_2"]
    assert button.text() == "Cy may: Cheer, Boo"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked == [2] and chosen == []


def test_several_actions_of_one_type_with_fields_are_one_picker(qtbot):
    """Offering the escape card to each of three players at a price was three spin boxes and
    three clipped buttons: it is one combo box, one spin box and a Confirm button."""
    actions = [Action("roll")] + [Action("offer", to=p, price=Range(0, 500, 10)) for p in (1, 2, 3)]
    bar, chosen = bar_with(qtbot, actions)
    assert len(bar.combos) == 1 and len(bar.spins) == 1
    assert [b.text() for b in bar.buttons] == ["Roll", "Confirm"]
    bar.combos[0].setCurrentIndex(2)
    qtbot.wait(10)  # the chosen action's controls are shown, the previous ones deleted
    spin = [s for s in bar.findChildren(QSpinBox) if s.isVisible()][0]  # the chosen action's own
    spin.setValue(120)
    button = [b for b in bar.findChildren(QPushButton) if b.text() == "Confirm" and b.isVisible()][0]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == [(Action("offer", to=3, price=120), None)]


def test_the_same_offered_actions_keep_their_controls_relabelled_for_the_new_state(qtbot):
    """Issue 15 (every move painted within a frame): the bar built new controls at every
    move, a layout and a repaint of the bar, even when the same actions were offered again.
    The same actions keep their controls; their labels follow the new state."""

    class Priced(Rules):
        def action_label(self, state, action):
            return f"Buy for {state}"

    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show()
    bar.set_actions(Priced(), 100, [Action("buy")])
    button = bar.buttons[0]
    bar.set_actions(Priced(), 100, [Action("buy")])
    assert bar.buttons[0] is not button  # another rules object: built anew
    button = bar.buttons[0]
    rules = Priced()
    bar.set_actions(rules, 100, [Action("buy")])
    button = bar.buttons[0]
    bar.set_actions(rules, 150, [Action("buy")])
    assert bar.buttons == [button] and button.text() == "Buy for 150"
    bar.set_actions(rules, 150, [Action("buy"), Action("pass")])
    assert len(bar.buttons) == 2 and button not in bar.buttons
    # the controls no longer offered are no children of the bar (a search by name finds the new)
    assert bar.findChildren(QPushButton, "action_buy") == [bar.buttons[0]]
