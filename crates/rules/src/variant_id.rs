//! Which game is played: its id and the options chosen. Plain values, under
//! every layer that names a game (errors and records too); their names and
//! the games they stand for come from the table of games (`variants/mod.rs`).

/// One of the games this project plays: a place in the rules' table of
/// games (`variants/mod.rs`), which gives each its id, name, options and
/// builder, and names each as a constant (`VariantId::CHESS2`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VariantId(pub(crate) u8);

/// Optional rules chosen when a game starts: a set of option ids (those of
/// every game's [`GameOption`](crate::variant::GameOption)s in the table, one bit each).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Options(pub(crate) u32);
