process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
// No test reaches a real assistant provider: tests that need one point the SDK at a local stub.
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;
