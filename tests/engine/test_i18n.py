"""The Qt-free translation hook: Korean particles fitted to the name filled in (issue 15:
the Korean log read "서울을(를) 샀습니다")."""

from __future__ import annotations

from boardgames_gui.engine import i18n


def test_a_korean_particle_takes_the_form_the_name_before_it_needs():
    fit = i18n.korean_particles
    assert fit("서울을(를) 샀습니다") == "서울을 샀습니다"  # 울: a final consonant
    assert fit("파리을(를) 샀습니다") == "파리를 샀습니다"  # 리: none
    assert fit("민지이(가) 이깁니다, 준호은(는) 집니다") == "민지가 이깁니다, 준호는 집니다"
    assert fit("서울(으)로 갑니다, 베를린(으)로, 도쿄(으)로") == "서울로 갑니다, 베를린으로, 도쿄로"
    assert (
        fit("2, 6이(가) 나왔습니다; 5, 2이(가); 10을(를); 7(으)로") == "2, 6이 나왔습니다; 5, 2가; 10을; 7로"
    )
    assert fit("Ana을(를), 100 F을(를)") == "Ana을(를), 100 F을(를)"  # not Korean: both stay


def test_only_korean_sentences_have_their_particles_fitted():
    template = "{place}을(를) 샀습니다"
    try:
        i18n.set_translator(lambda context, text, n: text, "ko")
        assert i18n.tr("ctx", template, place="서울") == "서울을 샀습니다"
        i18n.set_translator(lambda context, text, n: text, "ru")
        assert i18n.tr("ctx", template, place="서울") == "서울을(를) 샀습니다"
    finally:
        i18n.set_translator(None)
