// An autocannon `setupClient` for every bench: the responses' bodies are not kept. autocannon appends
// each body chunk to a string (`body += chunk`), decoding it as UTF-8; for gzipped answers and pages
// that decoding, not the server, set the pace. Measured on one Fastify route, 20 connections, one
// worker: 25 kB of random bytes 2 172 req/s kept against 24 504 ignored; 25 kB of ASCII 13 347 against
// 16 185. The benches count responses and status codes and never read a body.
module.exports = (client) => {
  client.pipelinedRequests.addBody = () => {};
};
