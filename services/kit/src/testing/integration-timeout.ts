// `testTimeout` is a global jest option (ignored in a project's config), so the integration project
// sets its longer limit here: real databases, Redis and SMTP on a busy 2-core machine need it.
jest.setTimeout(30_000);
