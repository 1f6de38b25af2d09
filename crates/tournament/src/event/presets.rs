//! Named event formats, expanded into stages for a field of `players`.

use super::definition::{Format, GroupDraw, Grouping, PresetStage, Seeding, Stage};
use crate::standings::Preset;

/// The named formats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EventPreset {
    /// The club's three stages: lots drawn into groups playing single elimination
    /// (首轮抽签分组单淘汰), a round robin of the qualifiers, a knockout of the round robin's
    /// best seeded by points (第三轮根据积分进行淘汰赛), with a third-place match.
    ClubThreeStage,
    /// A plain Swiss (积分编排) of `rounds` rounds.
    Swiss,
    /// Round-robin groups drawn serpentine by seeding, then a knockout of the qualifiers
    /// (crossed A1 v B2 when two qualify from an even number of groups), with a third-place
    /// match: the usual 团体赛/个人赛 format.
    GroupsThenKnockout,
}

/// The numbers a preset leaves open; 0 = the preset's default.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PresetOptions {
    /// Groups of the first stage (club: ⌈players/8⌉, at least 2; groups: ⌈players/6⌉, at least 2).
    pub groups: u32,
    /// Qualifiers per group of the first stage (club: 2 from up to 4 groups, else 1; groups: 2).
    pub advance: u32,
    /// Swiss rounds (default ⌈log2 players⌉ + 2, at most players − 1).
    pub rounds: u32,
    /// Players of the club event's final knockout (default 4).
    pub knockout_players: u32,
}

fn or(value: u32, default: u32) -> u32 {
    if value == 0 { default } else { value }
}

fn stage(
    preset: PresetStage,
    format: Format,
    grouping: Grouping,
    advance: u32,
    seeding: Seeding,
) -> Stage {
    Stage {
        name: String::new(),
        preset: Some(preset),
        format,
        grouping,
        group_draw: GroupDraw::Random,
        advance,
        tiebreaks: Vec::new(),
        seeding,
        order_by_lot: false,
    }
}

/// The stages of `preset` for `players` players. Impossible options (more qualifiers than a
/// group holds, …) are left for the definition's check to refuse.
#[must_use]
pub fn stages(preset: EventPreset, players: usize, options: PresetOptions) -> Vec<Stage> {
    let n = u32::try_from(players).unwrap_or(u32::MAX);
    match preset {
        EventPreset::ClubThreeStage => {
            let groups = or(options.groups, n.div_ceil(8).max(2));
            let advance = or(options.advance, if groups <= 4 { 2 } else { 1 });
            let knockout = or(options.knockout_players, 4);
            vec![
                stage(
                    PresetStage::DrawnKnockout,
                    Format::Knockout { third_place: false },
                    Grouping::Count(groups),
                    advance,
                    Seeding::ByPlaceThenPoints,
                ),
                Stage {
                    // Seed 000 §9: 积分, 小分, 胜局, 直胜, 犯规 (ruling R17).
                    tiebreaks: Preset::ClubRoundRobin.tiebreaks().to_vec(),
                    ..stage(
                        PresetStage::QualifiersRoundRobin,
                        Format::RoundRobin { cycles: 1 },
                        Grouping::Count(1),
                        knockout,
                        Seeding::ByPlaceThenPoints,
                    )
                },
                stage(
                    PresetStage::PointsKnockout,
                    Format::Knockout { third_place: true },
                    Grouping::Count(1),
                    0,
                    Seeding::ByPlaceThenPoints,
                ),
            ]
        }
        EventPreset::Swiss => {
            let default =
                (n.max(2).next_power_of_two().trailing_zeros() + 2).min(n.saturating_sub(1));
            vec![Stage {
                // Seed 002: "随机公平地编排第一轮" (ruling R22).
                order_by_lot: true,
                ..stage(
                    PresetStage::Swiss,
                    Format::Swiss {
                        rounds: or(options.rounds, default.max(1)),
                    },
                    Grouping::Count(1),
                    0,
                    Seeding::ByPlaceThenPoints,
                )
            }]
        }
        EventPreset::GroupsThenKnockout => {
            let groups = or(options.groups, n.div_ceil(6).max(2));
            let advance = or(options.advance, 2);
            let seeding = if advance == 2 && groups.is_multiple_of(2) {
                Seeding::CrossGroups
            } else {
                Seeding::ByPlaceThenPoints
            };
            let mut first = stage(
                PresetStage::GroupRoundRobin,
                Format::RoundRobin { cycles: 1 },
                Grouping::Count(groups),
                advance,
                seeding,
            );
            first.group_draw = GroupDraw::Serpentine;
            vec![
                first,
                stage(
                    PresetStage::Knockout,
                    Format::Knockout { third_place: true },
                    Grouping::Count(1),
                    0,
                    Seeding::ByPlaceThenPoints,
                ),
            ]
        }
    }
}
