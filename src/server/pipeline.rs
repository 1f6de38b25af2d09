//! The request pipeline as one service in front of the router: the stages of `middleware`
//! run in one future, outermost first, and the router is reached once per request.
//!
//! Why not `Router::layer` with `from_fn`: axum wraps every route in every layer, and each
//! `from_fn` stage clones the routes below it and boxes a service and a future per request;
//! re-layering the router per connection added one more level. Replacing that with this one
//! service took a REST `validateMove` from 133 to 65 allocations and 98,100 to 73,200
//! instructions per request, a `GET /healthz` from 68 to 20 and 40,800 to 22,500
//! (`scripts/request_instructions.sh`, 2026-12-04; docs/DEVELOPMENT.md, "Tests, benchmarks, load tests").

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use tower::{Service, ServiceExt};

use super::middleware::{self, Shared};

/// Which stages run before the router.
#[derive(Clone, Copy, Debug)]
enum Stages {
    /// The API port: drain notice, observation, authentication, admission and deadline.
    Api,
    /// The admin listener: authentication only (probes and metrics are not API calls).
    Admin,
}

/// The router behind its stages; cheap to clone (two reference counts).
#[derive(Clone)]
pub(super) struct Pipeline {
    shared: Arc<Shared>,
    router: Router,
    stages: Stages,
}

impl Pipeline {
    /// The API port's pipeline.
    pub(super) fn api(shared: Arc<Shared>, router: Router) -> Pipeline {
        Pipeline {
            shared,
            router,
            stages: Stages::Api,
        }
    }

    /// The admin listener's pipeline.
    pub(super) fn admin(shared: Arc<Shared>, router: Router) -> Pipeline {
        Pipeline {
            shared,
            router,
            stages: Stages::Admin,
        }
    }

    async fn run(self, req: Request) -> Response {
        let Pipeline {
            shared,
            router,
            stages,
        } = self;
        let shared = &*shared;
        let route = move |req: Request| async move {
            match router.oneshot(req).await {
                Ok(resp) => resp,
                Err(never) => match never {},
            }
        };
        match stages {
            Stages::Api => {
                middleware::close_when_draining(shared, req, move |req| {
                    middleware::observe(req, move |req| {
                        middleware::authenticate(shared, req, move |req| {
                            middleware::guard(shared, req, route)
                        })
                    })
                })
                .await
            }
            Stages::Admin => middleware::authenticate(shared, req, route).await,
        }
    }
}

impl<B> Service<http::Request<B>> for Pipeline
where
    B: http_body::Body<Data = bytes::Bytes> + Send + 'static,
    B::Error: Into<axum::BoxError>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: http::Request<B>) -> Self::Future {
        let this = self.clone();
        let req = req.map(Body::new);
        Box::pin(async move { Ok(this.run(req).await) })
    }
}
