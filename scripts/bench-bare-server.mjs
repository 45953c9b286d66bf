// The yardsticks of `npm run bench:api`: Fastify with nothing else, in a process of its own as the
// app is. `/` answers a small JSON object; `/course` the bytes of the file named by the first
// argument, with the content encoding named by the second, as the app sends the course.
// Prints its URL once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, encoding] = process.argv.slice(2);
const course = file ? readFileSync(file) : Buffer.alloc(0);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/course', async (_request, reply) => {
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(course);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(url);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
