/**
 * The request path's regular expressions, compiled before the rest of the server loads: main.ts
 * imports this module first. V8 stops optimising a thread's regular expressions once it has
 * generated about a megabyte of their machine code with more than 16 MB of executable memory
 * (`TooMuchRegExpCode` in V8's regexp.cc); the offline screen's patterns, compiled when its module
 * loads, pass that, and an expression compiled after them runs unoptimised for the life of the
 * process. Node's header checks, run on every header of every response, took about three times
 * longer (bench/backend/regexp-budget.mjs: 165 against 44 ns); the token check's expressions
 * (jws, under @nestjs/jwt) showed the same in a profile (decision 0015, item 14). V8 compiles an
 * expression to machine code on its second run.
 */
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { JwtService } from '@nestjs/jwt';

// A throwaway key for this warm-up only: the app's JwtService has its own.
const jwt = new JwtService({
  secret: 'compile-the-token-check-before-the-screen-patterns',
  signOptions: { algorithm: 'HS256', expiresIn: '12h' },
  verifyOptions: { algorithms: ['HS256'] },
});
const token = jwt.sign({ sub: 'warm-up' });
for (let run = 0; run < 3; run++) {
  validateHeaderName('x-request-id');
  validateHeaderValue('x-request-id', '3f1c2d4e-5a6b-4c8d-9e0f-112233445566');
  jwt.verify(token);
}
