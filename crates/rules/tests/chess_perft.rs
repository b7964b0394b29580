//! FIDE chess perft against the published values
//! (chess programming wiki, "Perft Results").

mod common;
use common::{perft_fen, perft_start, random_playouts};
use twofold_rules::{Options, VariantId};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

fn chess(fen: &str, depth: u32) -> u64 {
    perft_fen(VariantId::CHESS, Options::default(), fen, depth)
}

#[test]
fn start_position() {
    let expected = [20, 400, 8_902, 197_281, 4_865_609];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft_start(VariantId::CHESS, Options::default(), d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn kiwipete() {
    for (d, n) in [48, 2_039, 97_862, 4_085_603].into_iter().enumerate() {
        assert_eq!(chess(KIWIPETE, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn position_3() {
    for (d, n) in [14, 191, 2_812, 43_238, 674_624].into_iter().enumerate() {
        assert_eq!(chess(POS3, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn position_4() {
    for (d, n) in [6, 264, 9_467, 422_333].into_iter().enumerate() {
        assert_eq!(chess(POS4, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn position_5() {
    for (d, n) in [44, 1_486, 62_379, 2_103_487].into_iter().enumerate() {
        assert_eq!(chess(POS5, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
#[ignore = "deep; run by the bench"]
fn start_position_depth_6() {
    assert_eq!(perft_start(VariantId::CHESS, Options::default(), 6), 119_060_324);
}

#[test]
fn random_playouts_chess() {
    random_playouts(VariantId::CHESS, Options::default(), None, 6, 120);
    random_playouts(VariantId::CHESS, Options::default(), Some(KIWIPETE), 4, 80);
}
