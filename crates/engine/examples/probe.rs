use twofold_engine::{Engine, Limits};
use twofold_rules::{Position, Variant};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let v = Variant::by_name(&args[1]).unwrap();
    let pos = if args.len() > 3 { Position::from_fen(v, &args[3]).unwrap() } else { Position::start(v) };
    let maxd: u32 = args[2].parse().unwrap();
    for d in 1..=maxd {
        let mut e = Engine::new(16);
        let t = std::time::Instant::now();
        let r = e.think(&pos, &[], &Limits { level: 5, max_ms: None, max_depth: Some(d), seed: 0 }, &|| 0.0, &|| false);
        println!(
            "d{d} nodes {} score {} parts {:?} {:.0}ms pv {:?}",
            r.nodes,
            r.score,
            r.parts,
            t.elapsed().as_secs_f64() * 1000.0,
            r.pv.len()
        );
    }
}
