import path from 'node:path';

/**
 * The server's declared module order (docs/decisions/022-server-module-order.md). Inside
 * apps/server/src the layers are, bottom up: infrastructure (config, secrets, errors, db, http,
 * integrations), the domain modules in the order the rule is given, the worker role, and the
 * composition root (app.ts, main.ts, scripts). A file imports only from its own layer's lower
 * parts:
 * - a module imports infrastructure and the modules before it, never one after it, the worker or
 *   the root;
 * - another module's tables (`*.schema.ts`) and queries (`*.repository.ts`) are that module's own:
 *   others call its operations. A table definition may name another module's table for a foreign
 *   key, so schema files may import schema files in any direction (a data relation, not a call);
 * - infrastructure imports no module, except `db/schema.ts`, which gathers every table for Drizzle.
 * Tests are leaves (nothing imports them) and may set up data through any module.
 */
const INFRASTRUCTURE = new Set(['config', 'secrets', 'errors', 'db', 'http', 'integrations']);

function classify(file, srcDir) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  const top = parts[0].replace(/\.ts$/, '');
  if (parts.length > 1 && parts[0] === 'modules') return { layer: 'module', name: parts[1], rel };
  if (top === 'worker') return { layer: 'worker', name: 'worker', rel };
  if (INFRASTRUCTURE.has(top)) return { layer: 'infrastructure', name: top, rel };
  return { layer: 'root', name: top, rel };
}

const isTest = (file) => /\.test\.ts$/.test(file);
const isSchema = (file) => /\.schema\.ts$/.test(file);
const isPrivate = (file) => /\.(schema|repository)\.ts$/.test(file);

function resolveTarget(fromFile, source) {
  const base = path.resolve(path.dirname(fromFile), source.replace(/\.js$/, ''));
  return /\.tsx?$/.test(base) ? base : `${base}.ts`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Keeps apps/server/src's declared module order and each module's tables its own." },
    schema: [
      {
        type: 'object',
        properties: {
          order: { type: 'array', items: { type: 'string' } },
          srcDir: { type: 'string' },
        },
        required: ['order', 'srcDir'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { order, srcDir } = context.options[0];
    const root = path.resolve(context.cwd ?? process.cwd(), srcDir);
    const file = context.filename;
    const from = classify(file, root);
    if (!from || isTest(file)) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetFile = resolveTarget(file, source);
      const to = classify(targetFile, root);
      if (!to) return;
      const report = (message) => context.report({ node, message });

      if (from.layer === 'infrastructure') {
        const gathersTables = from.rel === path.join('db', 'schema.ts') && isSchema(targetFile);
        if (to.layer !== 'infrastructure' && !gathersTables) {
          report(`Infrastructure (${from.name}) imports no module, worker or root code; found ${to.rel}.`);
        }
        return;
      }
      if (from.layer === 'module') {
        if (to.layer === 'worker' || to.layer === 'root') {
          report(`Module ${from.name} may not import the ${to.layer} (${to.rel}); pass what it needs in.`);
          return;
        }
        if (to.layer !== 'module' || to.name === from.name) return;
        if (isSchema(file) && isSchema(targetFile)) return;
        const mine = order.indexOf(from.name);
        const theirs = order.indexOf(to.name);
        if (mine < 0 || theirs < 0) {
          report(`Module ${mine < 0 ? from.name : to.name} is not in the declared module order.`);
          return;
        }
        if (theirs > mine) {
          report(
            `Module ${from.name} may not import module ${to.name}: ${to.name} comes after ${from.name} in the declared order (${order.join(' → ')}).`,
          );
          return;
        }
        if (isPrivate(targetFile)) {
          report(
            `Module ${from.name} reaches into ${to.rel}: another module's tables and queries are its own; call an operation ${to.name} exports.`,
          );
        }
        return;
      }
      if (from.layer === 'worker') {
        if (to.layer === 'root') report(`The worker may not import the composition root (${to.rel}).`);
        else if (to.layer === 'module' && isPrivate(targetFile)) {
          report(
            `The worker reaches into ${to.rel}: a module's tables and queries are its own; call an operation ${to.name} exports.`,
          );
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
