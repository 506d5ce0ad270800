import numpy as np

from cognee_memory_eval.bench.successor_likeness import pairs_of, scored

IDS = ["old", "aside", "successor"]
WRITTEN = np.array([0.0, 1.0, 2.0])
VECTORS = np.array([[1.0, 0.0], [0.0, 1.0], [0.9, 0.1]])
CUES = [False, False, True]  # only the successor says that something changed
LABELLED = {("old", "successor")}


def test_every_pair_runs_from_an_older_memory_to_a_newer_one():
    pairs = pairs_of(IDS, WRITTEN, VECTORS, CUES, LABELLED)

    assert sorted((p.older, p.newer) for p in pairs) == [("aside", "successor"), ("old", "aside"),
                                                         ("old", "successor")]


def test_the_mutually_closest_newer_memory_with_a_change_cue_is_picked_as_the_successor():
    pairs = {(p.older, p.newer): p for p in pairs_of(IDS, WRITTEN, VECTORS, CUES, LABELLED)}

    assert pairs["old", "successor"].closest_newer and pairs["old", "successor"].closest_older
    # the aside's only newer memory is the successor, but the successor's closest older memory is "old"
    assert pairs["aside", "successor"].closest_newer and not pairs["aside", "successor"].closest_older


def test_rules_report_precision_and_recall_over_the_labelled_pairs():
    report = scored(pairs_of(IDS, WRITTEN, VECTORS, CUES, LABELLED))

    assert report["pairs"] == 3 and report["labelled"] == 1
    assert report["rules"]["mutual, change cue, cosine >= 0.5"] == {"picked": 1, "right": 1, "precision": 1.0,
                                                                    "recall": 1.0}
    assert report["rules"]["closest newer, cosine >= 0.0"] == {"picked": 2, "right": 1, "precision": 0.5,
                                                               "recall": 1.0}
    assert report["cosine_auc"] == 1.0
