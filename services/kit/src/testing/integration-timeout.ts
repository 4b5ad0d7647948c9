/** Integration tests start real services and databases: 30 s for a test or hook, not Jest's 5 s. */
jest.setTimeout(30_000);
