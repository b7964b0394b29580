//! A definition while it is built: the board, the pieces, the start
//! position's text and the settings, starting from Fairy-Stockfish's
//! template.

use super::ini::Entry;
use super::model::{PieceDef, Setting};
use super::values::{GameValue, PieceSet, Region};
use crate::error::{Problem, ProblemKind};
use crate::quote::quote;
use std::collections::BTreeMap;

/// Fairy-Stockfish's start position of chess (also its template's).
pub const CHESS_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A definition being built.
#[derive(Clone, Debug)]
pub struct Draft {
    pub files: u8,
    pub ranks: u8,
    pub pieces: Vec<PieceDef>,
    pub start: String,
    pub settings: BTreeMap<String, Setting>,
}

impl Draft {
    pub fn template() -> Draft {
        Draft { files: 8, ranks: 8, pieces: Vec::new(), start: CHESS_FEN.to_string(), settings: base_settings() }
    }

    pub fn letter_of(&self, c: char) -> Option<&'static str> {
        let c = c.to_ascii_lowercase();
        self.pieces.iter().find(|p| p.letter == c).map(|p| p.key)
    }

    pub fn remove(&mut self, key: &str) {
        self.pieces.retain(|p| p.key != key);
        // Fairy-Stockfish drops a removed piece from the promotion choices.
        for side in ["promotionPieceTypesWhite", "promotionPieceTypesBlack"] {
            if let Some(Setting::Pieces(PieceSet::Some(list))) = self.settings.get_mut(side) {
                list.retain(|k| *k != key);
            }
        }
    }
}

/// Fairy-Stockfish's template: chess's rules, no pieces, and so no
/// promotion choices.
pub fn base_settings() -> BTreeMap<String, Setting> {
    let pawn = || Setting::Pieces(PieceSet::Some(vec!["pawn"]));
    let none = || Setting::Pieces(PieceSet::none());
    let entries: Vec<(&str, Setting)> = vec![
        ("pieceValueMg", Setting::PieceValues(Vec::new())),
        ("pieceToCharTable", Setting::Unset),
        ("pieceValueEg", Setting::PieceValues(Vec::new())),
        ("pieceArt", Setting::PieceArt(Vec::new())),
        ("promotionRegionWhite", Setting::Region(Region::rank(7))),
        ("promotionRegionBlack", Setting::Region(Region::rank(0))),
        ("promotionPawnTypesWhite", pawn()),
        ("promotionPawnTypesBlack", pawn()),
        ("promotionPieceTypesWhite", none()),
        ("promotionPieceTypesBlack", none()),
        ("mandatoryPawnPromotion", Setting::Bool(true)),
        ("doubleStep", Setting::Bool(true)),
        ("doubleStepRegionWhite", Setting::Region(Region::rank(1))),
        ("doubleStepRegionBlack", Setting::Region(Region::rank(6))),
        ("enPassantRegionWhite", Setting::Region(Region::ALL)),
        ("enPassantRegionBlack", Setting::Region(Region::ALL)),
        ("enPassantTypesWhite", pawn()),
        ("enPassantTypesBlack", pawn()),
        ("castling", Setting::Bool(true)),
        ("castlingKingsideFile", Setting::File(6)),
        ("castlingQueensideFile", Setting::File(2)),
        ("castlingRank", Setting::Rank(1)),
        ("castlingKingFile", Setting::File(4)),
        ("castlingRookKingsideFile", Setting::Unset),
        ("castlingRookQueensideFile", Setting::File(0)),
        ("castlingKingPieceWhite", Setting::Piece("king")),
        ("castlingKingPieceBlack", Setting::Piece("king")),
        ("castlingRookPiecesWhite", Setting::Pieces(PieceSet::Some(vec!["rook"]))),
        ("castlingRookPiecesBlack", Setting::Pieces(PieceSet::Some(vec!["rook"]))),
        ("checking", Setting::Bool(true)),
        ("mustCapture", Setting::Bool(false)),
        ("stalemateValue", Setting::Outcome(GameValue::Draw)),
        ("checkmateValue", Setting::Outcome(GameValue::Loss)),
        ("nMoveRuleTypesWhite", pawn()),
        ("nMoveRuleTypesBlack", pawn()),
        ("nMoveRule", Setting::Int(50)),
        ("nFoldRule", Setting::Int(3)),
        ("nFoldValue", Setting::Outcome(GameValue::Draw)),
        ("extinctionValue", Setting::Outcome(GameValue::None)),
        ("extinctionClaim", Setting::Bool(false)),
        ("extinctionPieceTypes", none()),
        ("extinctionPieceCount", Setting::Int(0)),
        ("extinctionOpponentPieceCount", Setting::Int(0)),
        ("flagPieceWhite", Setting::Pieces(PieceSet::All)),
        ("flagPieceBlack", Setting::Pieces(PieceSet::All)),
        ("flagRegionWhite", Setting::Region(Region::default())),
        ("flagRegionBlack", Setting::Region(Region::default())),
        ("flagPieceCount", Setting::Int(1)),
        ("flagPieceBlockedWin", Setting::Bool(false)),
        ("flagMove", Setting::Bool(false)),
        ("flagPieceSafe", Setting::Bool(false)),
        ("movesPerTurn", Setting::Int(1)),
        ("firstTurnMoves", Setting::Unset),
        ("checkEndsTurn", Setting::Bool(false)),
        ("returnBarred", Setting::Bool(false)),
        ("turnRule", Setting::Unset),
        ("collision", Setting::Bool(false)),
        ("repetitionCounts", Setting::Word("turnStarts")),
        ("nMoveRuleCounts", Setting::Word("moves")),
        ("insufficientMaterial", Setting::Word("kingVsKing")),
    ];
    entries.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

pub fn value_problem(entry: &Entry, skip: usize, offset: usize, message: String) -> Problem {
    Problem::new(
        entry.line,
        entry.value_column + (skip + offset) as u32,
        ProblemKind::BadValue,
        format!("{} {}: {message}", entry.key, quote(&entry.value)),
    )
}
