//! Every metric that the alert rules and the dashboard use is one the service exports.

use arbiter::telemetry::metrics_names::{
    BUILD_INFO, IN_FLIGHT, REQUEST_DURATION, REQUESTS_TOTAL, SHED_TOTAL,
};

fn metric_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(pos) = text[i..].find("arbiter_") {
        let start = i + pos;
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
            end += 1;
        }
        out.push(text[start..end].to_string());
        i = end;
    }
    out
}

#[test]
fn dashboards_and_alerts_use_exported_metrics() {
    let exported = [REQUESTS_TOTAL, IN_FLIGHT, BUILD_INFO, SHED_TOTAL];
    let histogram = [
        format!("{REQUEST_DURATION}_bucket"),
        format!("{REQUEST_DURATION}_sum"),
        format!("{REQUEST_DURATION}_count"),
    ];
    for file in [
        "deploy/components/monitoring/prometheus-rules.yaml",
        "deploy/components/monitoring/grafana-dashboard.json",
    ] {
        let text =
            std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
                .unwrap();
        let used = metric_names(&text);
        assert!(!used.is_empty(), "{file} uses no metric");
        for m in used {
            assert!(
                exported.contains(&m.as_str()) || histogram.contains(&m),
                "{file} uses {m}, which the service does not export"
            );
        }
    }
    let dash: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("deploy/components/monitoring/grafana-dashboard.json"),
        )
        .unwrap(),
    )
    .unwrap();
    assert!(dash["panels"].as_array().unwrap().len() >= 4);
}
