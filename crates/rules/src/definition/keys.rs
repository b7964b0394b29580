//! The keys of a definition: every key Fairy-Stockfish's parser reads
//! (src/parser.cpp), each either supported here, with its type, default and
//! meaning, or known to Fairy-Stockfish and not supported here yet; and our
//! own keys for turns of several moves. An unknown key gets the nearest
//! known key suggested.

/// The type of a key's value, as Fairy-Stockfish's variants.ini names them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueType {
    /// `true` or `false`.
    Bool,
    /// A whole number in this range.
    Int { min: i64, max: i64 },
    /// A rank, 1 to 16.
    Rank,
    /// A file, `a` to `p` or 1 to 16.
    File,
    /// One piece's letter.
    Piece,
    /// Pieces' letters (`nbrq`), or `-` for none (`*` for all, where said).
    PieceSet,
    /// Squares: `d4 e4`, whole ranks `*8`, whole files `a*`, or `-`.
    Region,
    /// A result for the side to move: `win`, `loss`, `draw` or `none`.
    Outcome,
    /// A position in Fairy-Stockfish's FEN.
    Fen,
    /// Letters and values: `p:150 n:800`.
    PieceValues,
    /// Letters and built-in pictures: `z:camel a:knight`.
    PieceArt,
    /// Fairy-Stockfish's table of piece letters: White's half, then Black's.
    CharTable,
    /// A predefined piece's letter, or `-` to remove it.
    PieceLetter,
    /// `letter:Betza`.
    CustomPiece,
    /// `k`, `k:Betza` or `-`.
    King,
    /// One of these words.
    Choice(&'static [&'static str]),
}

impl ValueType {
    /// The type in words, for the reference (docs/variants.md).
    pub fn words(self) -> String {
        match self {
            ValueType::Bool => "yes/no: `true` or `false`".to_string(),
            ValueType::Int { min, max } => format!("a number, {min} to {max}"),
            ValueType::Rank => "a rank, 1 to 16".to_string(),
            ValueType::File => "a file: a letter `a` to `p` (or 1 to 16)".to_string(),
            ValueType::Piece => "one piece's letter".to_string(),
            ValueType::PieceSet => "pieces by their letters, like `nbrq`; `-` for none".to_string(),
            ValueType::Region => "a region, like `*8 d4 a*`; `-` for none".to_string(),
            ValueType::Outcome => "a result: `win`, `loss`, `draw` or `none`".to_string(),
            ValueType::Fen => "a position string".to_string(),
            ValueType::PieceValues => "letters and values, like `n:781 b:825`".to_string(),
            ValueType::PieceArt => "letters and built-in pictures, like `z:camel a:knight`".to_string(),
            ValueType::CharTable => "letters and dots, White's half then Black's".to_string(),
            ValueType::PieceLetter => "a letter, or `-`".to_string(),
            ValueType::CustomPiece => "`letter:Betza`".to_string(),
            ValueType::King => "a letter, `letter:Betza` or `-`".to_string(),
            ValueType::Choice(words) => {
                let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
                format!("one of {}", quoted.join(", "))
            }
        }
    }
}

/// A rule key this reader supports.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleKey {
    pub name: &'static str,
    pub ty: ValueType,
    /// The default when no section sets it (Fairy-Stockfish's template), as written.
    pub default: &'static str,
    pub meaning: &'static str,
    /// The settings it writes, when it stands for others (`pawnTypes`,
    /// `promotionPieceTypes` for both colours); empty: itself.
    pub sets: &'static [&'static str],
    /// One of our keys, not Fairy-Stockfish's.
    pub ours: bool,
    /// A value that plays (in a section `[example:chess]`, beside `with`).
    pub example: &'static str,
    /// A `key = value` the example needs beside it, or empty.
    pub with: &'static str,
    /// Which values play today, in words, when not every value does.
    pub plays: &'static str,
    /// A value refused as "not playable yet" (the example's board), when
    /// some value is.
    pub refused: &'static str,
}

impl RuleKey {
    const fn example(mut self, example: &'static str) -> RuleKey {
        self.example = example;
        self
    }

    const fn with(mut self, with: &'static str) -> RuleKey {
        self.with = with;
        self
    }

    /// Only some values play: which, in words, and one that does not.
    const fn only(mut self, plays: &'static str, refused: &'static str) -> RuleKey {
        self.plays = plays;
        self.refused = refused;
        self
    }

    const fn ours(mut self) -> RuleKey {
        self.ours = true;
        self
    }
}

const fn key(name: &'static str, ty: ValueType, default: &'static str, meaning: &'static str) -> RuleKey {
    RuleKey { name, ty, default, meaning, sets: &[], ours: false, example: "", with: "", plays: "", refused: "" }
}

const fn alias(
    name: &'static str,
    ty: ValueType,
    default: &'static str,
    meaning: &'static str,
    sets: &'static [&'static str],
) -> RuleKey {
    RuleKey { sets, ..key(name, ty, default, meaning) }
}

const COUNT: ValueType = ValueType::Int { min: 0, max: 10_000 };
const TURN: ValueType = ValueType::Int { min: 1, max: 16 };

/// The supported rule keys, in the order Fairy-Stockfish applies them (so a
/// specific key, `promotionPieceTypesWhite`, overrides a general one,
/// `promotionPieceTypes`, and `pawnTypes` comes first of all). What plays
/// mirrors the refusals of `play.rs` (tests/variants_doc.rs loads each
/// example and each refused value).
pub const RULE_KEYS: &[RuleKey] = &[
    key("maxRank", ValueType::Rank, "8", "the number of ranks")
        .example("10")
        .with("startFen = 4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1"),
    key("maxFile", ValueType::File, "8", "the number of files (a number, or the last file's letter)")
        .example("j")
        .with("startFen = 4k5/10/10/10/10/10/10/4K5 w - - 0 1"),
    key(
        "pieceValueMg",
        ValueType::PieceValues,
        "-",
        "piece values in the middle game, hints for an engine (a rook is about 1276)",
    )
    .example("n:781 b:825")
    .only("read and checked; the engine does not use them yet", ""),
    key("pieceValueEg", ValueType::PieceValues, "-", "piece values in the end game, hints for an engine")
        .example("n:854 b:915")
        .only("read and checked; the engine does not use them yet", ""),
    key(
        "pieceToCharTable",
        ValueType::CharTable,
        "-",
        "Fairy-Stockfish's letter for each of its piece types, White's then Black's, for its own programs' displays",
    )
    .example("PN...................Kpn...................k")
    .only("read and checked; the pieces' letters here are their own keys', so it changes nothing", ""),
    alias(
        "promotionRank",
        ValueType::Rank,
        "8",
        "the older way to say the promotion zone: this rank and beyond for White, mirrored for Black",
        &["promotionRegionWhite", "promotionRegionBlack"],
    )
    .example("6"),
    alias(
        "pawnTypes",
        ValueType::PieceSet,
        "p",
        "the pieces that are pawns: sets promotionPawnTypes, enPassantTypes and nMoveRuleTypes at once",
        &[
            "promotionPawnTypesWhite",
            "promotionPawnTypesBlack",
            "enPassantTypesWhite",
            "enPassantTypesBlack",
            "nMoveRuleTypesWhite",
            "nMoveRuleTypesBlack",
        ],
    )
    .example("p")
    .only("one piece, the game's pawn, or `-` (it names en passant's pieces too)", "pn"),
    key("startFen", ValueType::Fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "the start position")
        .example("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1")
        .only(
            "any position the rules accept; walls (`*`) are squares the board lacks, as Fairy-Stockfish's static walls",
            "",
        ),
    key("promotionRegionWhite", ValueType::Region, "*8", "where White's pawns promote").example("*6 *7 *8"),
    key("promotionRegionBlack", ValueType::Region, "*1", "where Black's pawns promote").example("*3 *2 *1"),
    alias(
        "promotionPawnTypes",
        ValueType::PieceSet,
        "p",
        "the pieces that promote, both colours",
        &["promotionPawnTypesWhite", "promotionPawnTypesBlack"],
    )
    .example("p"),
    key("promotionPawnTypesWhite", ValueType::PieceSet, "p", "White's pieces that promote")
        .example("p")
        .only("the same pieces as Black's", "-"),
    key("promotionPawnTypesBlack", ValueType::PieceSet, "p", "Black's pieces that promote")
        .example("p")
        .only("the same pieces as White's", "-"),
    alias(
        "promotionPieceTypes",
        ValueType::PieceSet,
        "nbrq (chess; none without a parent)",
        "what a pawn may promote to, both colours",
        &["promotionPieceTypesWhite", "promotionPieceTypesBlack"],
    )
    .example("qrbn"),
    key("promotionPieceTypesWhite", ValueType::PieceSet, "nbrq", "what White's pawns may promote to").example("q"),
    key("promotionPieceTypesBlack", ValueType::PieceSet, "nbrq", "what Black's pawns may promote to").example("q"),
    key(
        "mandatoryPawnPromotion",
        ValueType::Bool,
        "true",
        "a pawn reaching the promotion zone must promote; `false`: it may also stay a pawn there (its move written without `=`), even on the last rank",
    )
    .example("false"),
    key("doubleStep", ValueType::Bool, "true", "pawns may step two squares from their double-step region")
        .example("false"),
    key("doubleStepRegionWhite", ValueType::Region, "*2", "where White's pawns may step two (and make initial moves)")
        .example("*2 *3"),
    key("doubleStepRegionBlack", ValueType::Region, "*7", "where Black's pawns may step two (and make initial moves)")
        .example("*7 *6"),
    alias(
        "enPassantRegion",
        ValueType::Region,
        "all squares",
        "the squares en passant may capture on, both colours",
        &["enPassantRegionWhite", "enPassantRegionBlack"],
    )
    .example("-")
    .only("every square, or `-` (no en passant)", "*3 *6"),
    key("enPassantRegionWhite", ValueType::Region, "all squares", "the squares White may capture en passant on")
        .example("-")
        .only("every square, or `-` (no en passant)", "*6"),
    key("enPassantRegionBlack", ValueType::Region, "all squares", "the squares Black may capture en passant on")
        .example("-")
        .only("every square, or `-` (no en passant)", "*3"),
    alias(
        "enPassantTypes",
        ValueType::PieceSet,
        "p",
        "the pieces that may capture en passant, both colours",
        &["enPassantTypesWhite", "enPassantTypesBlack"],
    )
    .example("p")
    .only("the pawn, or `-`", "pn"),
    key("enPassantTypesWhite", ValueType::PieceSet, "p", "White's pieces that may capture en passant")
        .example("p")
        .only("the pawn, or `-`", "pn"),
    key("enPassantTypesBlack", ValueType::PieceSet, "p", "Black's pieces that may capture en passant")
        .example("p")
        .only("the pawn, or `-`", "pn"),
    key("castling", ValueType::Bool, "true", "castling is allowed")
        .example("false")
        .with("startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"),
    key("castlingKingsideFile", ValueType::File, "g", "the king's file after castling on the king's side").example("g"),
    key("castlingQueensideFile", ValueType::File, "c", "the king's file after castling on the queen's side")
        .example("b"),
    key("castlingRank", ValueType::Rank, "1", "the rank castling happens on, counted from each side").example("1"),
    key(
        "castlingKingFile",
        ValueType::File,
        "e",
        "the castling king's start file (where the start position has no king on the castling rank)",
    )
    .example("e"),
    key(
        "castlingRookKingsideFile",
        ValueType::File,
        "the last file",
        "where the king's side castling rook is looked for: from this file towards the king, the first castling rook piece of the start position (Fairy-Stockfish's rook outside the corner)",
    )
    .example("i")
    .with("maxFile = j\nstartFen = rnbqkbnrr1/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRR1 w KQkq - 0 1"),
    key(
        "castlingRookQueensideFile",
        ValueType::File,
        "a",
        "where the queen's side castling rook is looked for: from this file towards the king, the first castling rook piece of the start position",
    )
    .example("b")
    .with("maxFile = j\nstartFen = 1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1 w KQkq - 0 1"),
    alias(
        "castlingKingPiece",
        ValueType::Piece,
        "k",
        "the piece that castles like a king, both colours",
        &["castlingKingPieceWhite", "castlingKingPieceBlack"],
    )
    .example("k")
    .only("the king", "q"),
    key("castlingKingPieceWhite", ValueType::Piece, "k", "White's piece that castles like a king")
        .example("k")
        .only("the king", "q"),
    key("castlingKingPieceBlack", ValueType::Piece, "k", "Black's piece that castles like a king")
        .example("k")
        .only("the king", "q"),
    alias(
        "castlingRookPieces",
        ValueType::PieceSet,
        "r",
        "the pieces that castle like a rook, both colours",
        &["castlingRookPiecesWhite", "castlingRookPiecesBlack"],
    )
    .example("rq"),
    key("castlingRookPiecesWhite", ValueType::PieceSet, "r", "White's pieces that castle like a rook").example("r"),
    key("castlingRookPiecesBlack", ValueType::PieceSet, "r", "Black's pieces that castle like a rook").example("r"),
    key("checking", ValueType::Bool, "true", "checks are allowed (false: a move may not give check)").example("false"),
    key("mustCapture", ValueType::Bool, "false", "a side that can capture must capture (any capture of its choice)")
        .example("true"),
    key("stalemateValue", ValueType::Outcome, "draw", "the result for the stalemated side")
        .example("loss")
        .only("`draw`, `loss` or `win`", "none"),
    key("checkmateValue", ValueType::Outcome, "loss", "the result for the checkmated side")
        .example("loss")
        .only("`loss` only", "win"),
    alias(
        "nMoveRuleTypes",
        ValueType::PieceSet,
        "p",
        "the pieces whose moves reset the n-move count, both colours",
        &["nMoveRuleTypesWhite", "nMoveRuleTypesBlack"],
    )
    .example("-"),
    key("nMoveRuleTypesWhite", ValueType::PieceSet, "p", "White's pieces whose moves reset the n-move count")
        .example("p")
        .only("the same pieces as Black's", "-"),
    key("nMoveRuleTypesBlack", ValueType::PieceSet, "p", "Black's pieces whose moves reset the n-move count")
        .example("p")
        .only("the same pieces as White's", "-"),
    key("nMoveRule", COUNT, "50", "moves by each side without a capture or a pawn move that draw (0: never)")
        .example("70"),
    key("nFoldRule", ValueType::Int { min: 0, max: 100 }, "3", "the repetitions of a position that end the game")
        .example("0")
        .only("3 (with nFoldValue = draw), or 0 (no repetition rule)", "2"),
    key("nFoldValue", ValueType::Outcome, "draw", "the result of that repetition for the side to move")
        .example("draw")
        .only("`draw` (any value with nFoldRule = 0)", "loss"),
    key("extinctionValue", ValueType::Outcome, "none", "the result for a side whose extinction pieces are gone")
        .example("loss")
        .with("extinctionPieceTypes = k")
        .only(
            "`none`; `loss` for losing every piece of one type, or Shatranj's bare king; `win` for losing every piece \
             (Antichess; see below)",
            "win",
        ),
    key(
        "extinctionClaim",
        ValueType::Bool,
        "false",
        "extinction is judged only for the side to move's opponent when it is their turn",
    )
    .example("false")
    .only("`false` with one piece type, `true` with the bare king (see below)", ""),
    key("extinctionPieceTypes", ValueType::PieceSet, "-", "the pieces counted for extinction (`*`: every piece)")
        .example("k")
        .only("one piece type, or `*` for the bare king (see below)", ""),
    key("extinctionPieceCount", COUNT, "0", "at this many pieces of those left, the side is extinct")
        .example("0")
        .only("0 with one piece type, 1 for the bare king (see below)", ""),
    key(
        "extinctionOpponentPieceCount",
        COUNT,
        "0",
        "the opponent must have at least this many of them for extinction to count",
    )
    .example("0")
    .only("0 with one piece type, 2 for the bare king (see below)", ""),
    alias("whiteFlag", ValueType::Region, "-", "Fairy-Stockfish's older name for flagRegionWhite", &["flagRegionWhite"])
        .example("*8")
        .with("flagPiece = k"),
    alias("blackFlag", ValueType::Region, "-", "Fairy-Stockfish's older name for flagRegionBlack", &["flagRegionBlack"])
        .example("*1")
        .with("flagPiece = k"),
    alias(
        "flagPiece",
        ValueType::PieceSet,
        "*",
        "the piece that wins by reaching its side's goal (`flagRegion…`), both colours; `*`: any piece",
        &["flagPieceWhite", "flagPieceBlack"],
    )
    .example("k")
    .with("flagRegion = d4 e4 d5 e5")
    .only("one piece, or `*`", "kq"),
    key("flagPieceWhite", ValueType::PieceSet, "*", "White's piece that wins by reaching White's goal")
        .example("q")
        .with("flagRegionWhite = *8")
        .only("one piece, or `*`", "kq"),
    key("flagPieceBlack", ValueType::PieceSet, "*", "Black's piece that wins by reaching Black's goal")
        .example("q")
        .with("flagRegionBlack = *1")
        .only("one piece, or `*`", "kq"),
    alias(
        "flagRegion",
        ValueType::Region,
        "-",
        "the goal: a side whose flag piece stands there at the start of the opponent's turn wins, both colours \
         (King of the Hill)",
        &["flagRegionWhite", "flagRegionBlack"],
    )
    .example("d4 e4 d5 e5")
    .with("flagPiece = k"),
    key("flagRegionWhite", ValueType::Region, "-", "White's goal").example("*8").with("flagPiece = k"),
    key("flagRegionBlack", ValueType::Region, "-", "Black's goal").example("*1").with("flagPiece = k"),
    key("flagPieceCount", COUNT, "1", "how many flag pieces must stand in the goal")
        .example("1")
        .with("flagRegion = d4 e4 d5 e5")
        .only("1", "2"),
    key(
        "flagPieceBlockedWin",
        ValueType::Bool,
        "false",
        "with flagPieceCount above 1: one flag piece in the goal and its other squares occupied win too",
    )
    .example("false")
    .only("`false`", "true"),
    key(
        "flagMove",
        ValueType::Bool,
        "false",
        "after one side reaches its goal the other gets one more move; Black, reaching its goal too with a king \
         after White did, draws (Racing Kings)",
    )
    .example("true")
    .with("flagPiece = k\nflagRegion = *8"),
    key("flagPieceSafe", ValueType::Bool, "false", "the flag piece wins only where no enemy piece attacks it")
        .example("false")
        .only("`false`", "true"),
    key(
        "movesPerTurn",
        TURN,
        "1",
        "a turn is this many moves by the same side, each legal by itself (no king left attacked after any)",
    )
    .example("2")
    .only("1 to 8", "9")
    .ours(),
    key("firstTurnMoves", TURN, "movesPerTurn", "the number of moves in White's first turn, from 1 to movesPerTurn (balanced Marseillais: 1); a position string's seventh field says it: `s` one move, `d` a whole turn, a digit the moves between")
        .example("1")
        .with("movesPerTurn = 3\nturnRule = simultaneous")
        .only("1 to movesPerTurn; a number between them in turns of moves one after the other (`2` of 3), not yet where moves are judged together", "2")
        .ours(),
    key(
        "pieceArt",
        ValueType::PieceArt,
        "-",
        "the built-in picture that draws a piece, by the picture's name (king queen rook bishop knight pawn \
         cardinal marshall guard wazir ferz berolina-pawn camel pawn-of-camel sliding-general hero shaman \
         war-elephant, or archbishop chancellor fers commoner); a piece not named is drawn as the built-in \
         piece it moves as, or as its letter on a medallion",
    )
    .example("n:camel")
    .ours(),
    key("checkEndsTurn", ValueType::Bool, "false", "a check given before the turn's last move ends the turn")
        .example("true")
        .with("movesPerTurn = 2")
        .ours(),
    key(
        "returnBarred",
        ValueType::Bool,
        "false",
        "the piece moved first in a turn may not go straight back to its square with the turn's second move, \
         unless the first move captured (Double Move Double Chess)",
    )
    .example("true")
    .with("movesPerTurn = 2")
    .ours(),
    key(
        "turnRule",
        ValueType::Choice(TURN_RULES),
        "consecutive with movesPerTurn of 2 or more, else single",
        "how the moves of a turn are judged: `consecutive`, one after the other, each legal where it is played \
         (Marseillais); `simultaneous`, up to movesPerTurn moves of different pieces judged together on the \
         position at the turn's start (Two-Prong); `conditional`, Chess2's two moves or one that checks, \
         captures or promotes, answered by a single move",
    )
    .example("simultaneous")
    .with("movesPerTurn = 2")
    .only("single with movesPerTurn = 1; consecutive with 2 to 8; conditional with 2; simultaneous with 2 or 3", "")
    .ours(),
    key(
        "collision",
        ValueType::Bool,
        "false",
        "with turnRule = simultaneous: moves whose paths cross, or pass through the other's destination, are illegal",
    )
    .example("true")
    .with("turnRule = simultaneous\nmovesPerTurn = 2")
    .ours(),
    key(
        "repetitionCounts",
        ValueType::Choice(&["turnStarts", "everyMove"]),
        "turnStarts",
        "which positions count towards the threefold repetition: those at the start of a turn, or every \
         position after every move (Chess2)",
    )
    .example("everyMove")
    .ours(),
    key(
        "nMoveRuleCounts",
        ValueType::Choice(&["moves", "turns"]),
        "moves",
        "what nMoveRule counts: moves of each side (as in chess), or whole turns (Two-Prong's 50 turns each)",
    )
    .example("turns")
    .ours(),
    key(
        "insufficientMaterial",
        ValueType::Choice(&["kingVsKing", "fide", "never"]),
        "kingVsKing (fide in chess)",
        "which material is too little to win, a draw at once: two lone kings; FIDE's dead positions (a king \
         and one knight or bishop against a king too); or none. A game with a goal (flagRegion) or an extinction \
         has none, as in Fairy-Stockfish: a lone king may still walk to its goal, or be the last piece lost",
    )
    .example("never")
    .ours(),
];

/// The values of `turnRule`.
pub const TURN_RULES: &[&str] = &["single", "consecutive", "simultaneous", "conditional"];

/// The predefined pieces and their Betza notation (Fairy-Stockfish's
/// src/piece.cpp), in Fairy-Stockfish's order of piece types.
pub const PREDEFINED: &[(&str, &str)] = &[
    ("pawn", "fmWfceF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
];

/// The king's default moves.
pub const KING_BETZA: &str = "K";

/// The custom pieces' keys.
pub const CUSTOM: [&str; 25] = [
    "customPiece1",
    "customPiece2",
    "customPiece3",
    "customPiece4",
    "customPiece5",
    "customPiece6",
    "customPiece7",
    "customPiece8",
    "customPiece9",
    "customPiece10",
    "customPiece11",
    "customPiece12",
    "customPiece13",
    "customPiece14",
    "customPiece15",
    "customPiece16",
    "customPiece17",
    "customPiece18",
    "customPiece19",
    "customPiece20",
    "customPiece21",
    "customPiece22",
    "customPiece23",
    "customPiece24",
    "customPiece25",
];

/// Keys Fairy-Stockfish reads that this reader does not support yet
/// (drops, walls, counting rules, alternative goals, XBoard hints, ...).
pub const NOT_YET: &[&str] = &[
    "doubleStepRank",
    "doubleStepRankMin",
    "castlingRookPiece",
    "whiteDropRegion",
    "blackDropRegion",
    "dropOnTop",
    "variantTemplate",
    "pocketSize",
    "chess960",
    "twoBoards",
    "sittuyinPromotion",
    "promotionLimit",
    "promotedPieceType",
    "piecePromotionOnCapture",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "blastOnCapture",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "petrifyOnCaptureTypes",
    "petrifyBlastPieces",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "castlingDroppedPiece",
    "oppositeCastling",
    "dropChecks",
    "mustDrop",
    "mustDropType",
    "pieceDrops",
    "dropLoop",
    "capturesToHand",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "enclosingDrop",
    "enclosingDropStart",
    "dropRegionWhite",
    "dropRegionBlack",
    "sittuyinRookDrop",
    "dropOppositeColoredBishop",
    "dropPromoted",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "immobilityIllegal",
    "gating",
    "wallingRule",
    "wallingRegionWhite",
    "wallingRegionBlack",
    "wallingRegion",
    "wallOrMove",
    "seirawanGating",
    "cambodianMoves",
    "diagonalLines",
    "pass",
    "passWhite",
    "passBlack",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
    "makpongRule",
    "flyingGeneral",
    "soldierPromotionRank",
    "flipEnclosedPieces",
    "nFoldValueAbsolute",
    "perpetualCheckIllegal",
    "moveRepetitionIllegal",
    "chasingRule",
    "stalematePieceCount",
    "shogiPawnDropMateIllegal",
    "shatarMateRule",
    "bikjangRule",
    "extinctionPseudoRoyal",
    "dupleCheck",
    "checkCounting",
    "connectN",
    "connectPieceTypes",
    "connectHorizontal",
    "connectVertical",
    "connectDiagonal",
    "connectRegion1White",
    "connectRegion2White",
    "connectRegion1Black",
    "connectRegion2Black",
    "connectNxN",
    "collinearN",
    "connectValue",
    "materialCounting",
    "adjudicateFullBoard",
    "countingRule",
    "castlingWins",
];

/// The predefined piece Fairy-Stockfish has and this reader does not: one
/// that never moves.
pub const IMMOBILE: &str = "immobile";

/// What a key names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    Rule(&'static RuleKey),
    /// A predefined piece (name, its Betza).
    Predefined(&'static str, &'static str),
    /// `customPieceN` (its key, N from 1).
    Custom(&'static str),
    King,
    /// `mobilityRegion<White|Black><Piece>`: the squares that piece may stand on.
    MobilityRegion {
        white: bool,
        piece: &'static str,
    },
    /// Known to Fairy-Stockfish, not supported here yet.
    NotYet(&'static str),
}

/// Every piece key, in Fairy-Stockfish's order (predefined, custom, king).
pub fn piece_keys() -> impl Iterator<Item = &'static str> {
    PREDEFINED.iter().map(|(name, _)| *name).chain(CUSTOM.iter().copied()).chain(std::iter::once("king"))
}

/// The key named `name` (exactly: keys are case-sensitive, as in Fairy-Stockfish).
pub fn lookup(name: &str) -> Option<Key> {
    if let Some(rule) = RULE_KEYS.iter().find(|k| k.name == name) {
        return Some(Key::Rule(rule));
    }
    if let Some((n, betza)) = PREDEFINED.iter().find(|(n, _)| *n == name) {
        return Some(Key::Predefined(n, betza));
    }
    if let Some(custom) = CUSTOM.iter().find(|c| **c == name) {
        return Some(Key::Custom(custom));
    }
    if name == "king" {
        return Some(Key::King);
    }
    if name == IMMOBILE {
        return Some(Key::NotYet(IMMOBILE));
    }
    if let Some(rest) = name.strip_prefix("mobilityRegion") {
        let (white, piece) = match (rest.strip_prefix("White"), rest.strip_prefix("Black")) {
            (Some(p), _) => (true, p),
            (_, Some(p)) => (false, p),
            _ => return None,
        };
        return piece_keys().find(|k| capitalized(k) == piece).map(|piece| Key::MobilityRegion { white, piece });
    }
    NOT_YET.iter().find(|k| **k == name).map(|k| Key::NotYet(k))
}

/// `name` with its first letter in capitals (`customPiece1` → `CustomPiece1`).
pub fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or(String::new(), |first| first.to_ascii_uppercase().to_string() + chars.as_str())
}

/// The known key nearest to `name`, when one is near enough to be a slip.
pub fn suggest(name: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    let candidates = RULE_KEYS
        .iter()
        .map(|k| k.name)
        .chain(piece_keys())
        .chain(NOT_YET.iter().copied())
        .chain(["mobilityRegionWhitePawn", "mobilityRegionBlackPawn"]);
    let allowed = (name.chars().count() / 3).max(2);
    let len = lower.chars().take(64).count();
    let mut best: Option<(usize, &'static str)> = None;
    for candidate in candidates {
        // The lengths' difference is a least distance: a candidate that
        // cannot be near enough, or nearer than the best, is not measured.
        let least = len.abs_diff(candidate.len());
        if least > allowed || best.is_some_and(|(b, _)| least >= b) {
            continue;
        }
        let d = distance(&lower, &candidate.to_ascii_lowercase());
        if best.is_none_or(|(b, _)| d < b) {
            best = Some((d, candidate));
        }
    }
    best.filter(|(d, _)| *d <= allowed).map(|(_, k)| k)
}

/// Levenshtein distance, bounded by the lengths (keys are short).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().take(64).collect();
    let b: Vec<char> = b.chars().take(64).collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            current.push((previous[j] + cost).min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_every_kind_of_key() {
        assert!(matches!(lookup("maxFile"), Some(Key::Rule(k)) if k.ty == ValueType::File));
        assert_eq!(lookup("archbishop"), Some(Key::Predefined("archbishop", "BN")));
        assert_eq!(lookup("customPiece25"), Some(Key::Custom("customPiece25")));
        assert_eq!(lookup("customPiece26"), None);
        assert_eq!(lookup("king"), Some(Key::King));
        assert_eq!(lookup("pieceDrops"), Some(Key::NotYet("pieceDrops")));
        assert_eq!(
            lookup("mobilityRegionBlackCustomPiece1"),
            Some(Key::MobilityRegion { white: false, piece: "customPiece1" })
        );
        assert_eq!(lookup("mobilityRegionWhiteNobody"), None);
        assert_eq!(lookup("maxrank"), None, "keys are case-sensitive");
    }

    #[test]
    fn suggests_the_nearest_key() {
        assert_eq!(suggest("maxrank"), Some("maxRank"));
        assert_eq!(suggest("startFEN"), Some("startFen"));
        assert_eq!(suggest("promotionPeiceTypes"), Some("promotionPieceTypes"));
        assert_eq!(suggest("customPeice3"), Some("customPiece3"));
        assert_eq!(suggest("zzzzzzzzzz"), None);
    }

    #[test]
    fn no_key_is_listed_twice() {
        let mut all: Vec<&str> =
            RULE_KEYS.iter().map(|k| k.name).chain(piece_keys()).chain(NOT_YET.iter().copied()).collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
