import { buildContactInsert } from './contact.service.js';

describe('buildContactInsert', () => {
  it('builds one parameterised multi-row INSERT', () => {
    const { sql, parameters } = buildContactInsert([
      { name: 'A', email: 'a@x.io', message: 'm1' },
      { name: "O'Brien", email: 'b@x.io', message: "'); DROP TABLE users; --" },
    ]);
    expect(sql).toBe('INSERT INTO contact_queries (name, email, message) VALUES ($1, $2, $3), ($4, $5, $6)');
    expect(parameters).toEqual(['A', 'a@x.io', 'm1', "O'Brien", 'b@x.io', "'); DROP TABLE users; --"]);
  });
});
