import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { planOnce, StatementCache } from '../../service/db/statements';

describe('planOnce', () => {
  it('puts a unary plus before every parameter, in every form SQLite takes', () => {
    expect(planOnce('SELECT * FROM t WHERE a = ? AND b IN (?1, :b, @c, $d) LIMIT ?')).toBe(
      'SELECT * FROM t WHERE a = +? AND b IN (+?1, +:b, +@c, +$d) LIMIT +?',
    );
  });

  it('leaves strings, quoted identifiers and comments as they are', () => {
    const source = `SELECT 'why?', 'it''s @x', "col?", \`t?\`, [x?] -- a?
      /* b? :c */ FROM t WHERE json_extract(j, '$.a') = ?`;
    expect(planOnce(source)).toBe(source.replace(/= \?$/, '= +?'));
  });
});

describe('StatementCache', () => {
  const sql = new BetterSqlite3(':memory:');
  afterAll(() => sql.close());
  sql.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, branch TEXT NOT NULL, name TEXT);
            CREATE INDEX t_branch ON t(branch, id);`);
  const insert = sql.prepare('INSERT INTO t (branch, name) VALUES (?, ?)');
  for (let i = 0; i < 200; i++) insert.run(`b${i % 4}`, i % 7 === 0 ? null : `n${i}`);
  sql.exec('ANALYZE');
  const cache = new StatementCache(sql);

  it('prepares a source once', () => {
    const source = 'SELECT count(*) AS n FROM t WHERE branch = ?';
    expect(cache.prepare(source)).toBe(cache.prepare(source));
  });

  it('answers as the statement with bare parameters does, whatever is bound', () => {
    const statements = [
      ['SELECT id FROM t WHERE branch = ? AND id > ? ORDER BY id LIMIT ?', ['b1', 10, 5]],
      ['SELECT id FROM t WHERE branch = ? AND id > ? ORDER BY id LIMIT ?', ['b2', 0, 1]],
      ['SELECT id FROM t WHERE branch = ? AND id > ? ORDER BY id LIMIT ?', ['b2', 0, 0]],
      [
        'SELECT id FROM t WHERE branch = @branch ORDER BY id DESC LIMIT 1 OFFSET @skip',
        { branch: 'b3', skip: 2 },
      ],
      ['SELECT count(*) AS n FROM t WHERE name IS ? AND branch IN (?, ?)', [null, 'b0', 'b1']],
      ["SELECT id FROM t WHERE name LIKE ? || '%' ORDER BY id", ['n1']],
      [
        'SELECT a.id FROM t a JOIN t b ON b.id = a.id + 1 WHERE a.branch = ? ORDER BY a.id LIMIT ?',
        ['b0', 3],
      ],
    ] as const;
    for (const [source, params] of statements) {
      const bare = sql.prepare(source);
      const planned = cache.prepare(source);
      const args = (Array.isArray(params) ? params : [params]) as unknown[];
      expect(planned.all(...args)).toEqual(bare.all(...args));
    }
  });
});
