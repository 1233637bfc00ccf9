import { escapeHtml } from '../../src/shared/escape-html.ts';
import { cellOf, fieldOf, type Cell, type Column, type Section } from './my-data-sections.ts';

// The readable half of 下载我的数据: one self-contained HTML page (no script, no external file, inline CSS) that opens
// from the ZIP on any computer or phone. Every stored value is escaped: it is the alumnus's own text, but also text
// others wrote (review notes, messages), and a page that ran it would be an attack on the reader.

const STYLE = `
body{margin:0;padding:24px 16px 48px;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2328;background:#f5f6f8}
main{max-width:880px;margin:0 auto}
h1{font-size:24px;margin:0 0 4px;color:#8b1a1a}
h2{font-size:19px;margin:32px 0 4px;padding-bottom:4px;border-bottom:2px solid #8b1a1a}
p{margin:4px 0 12px}
.meta{color:#57606a}
.note{color:#57606a;font-size:14px}
nav ol{columns:2;padding-left:20px}
nav a{color:#0b5cad}
a:focus-visible{outline:2px solid #0b5cad;outline-offset:2px}
table{width:100%;border-collapse:collapse;margin:0 0 12px;background:#fff;table-layout:fixed}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #d0d7de;padding:6px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere;white-space:pre-wrap}
th{background:#f0f2f4;font-weight:600}
tbody th{width:32%}
td table{margin:0}
.empty{color:#57606a;font-style:italic}
@media print{body{background:#fff}nav{display:none}h2{break-after:avoid}table{break-inside:avoid}}
`;

/** A value as the page shows it: yes/no for switches, a dash for nothing. */
function shown(value: Cell, column: Column): string {
  if (value === null || value === '') return '<span class="empty">（无）</span>';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return nestedTable(column.columns ?? [], value);
  return escapeHtml(String(value));
}

function nestedTable(columns: readonly Column[], rows: ReadonlyArray<Record<string, Cell>>): string {
  if (rows.length === 0) return '<span class="empty">（无）</span>';
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${shown(r[c.label] ?? null, c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** One record as a table of field and value (readable at a phone's width, however many fields it has). */
function recordTable(section: Section, row: object, caption: string): string {
  const lines = section.columns
    .map((c) => `<tr><th scope="row">${escapeHtml(c.label)}</th><td>${shown(cellOf(c, fieldOf(row, c.key)), c)}</td></tr>`)
    .join('');
  return `<table>${caption ? `<caption>${escapeHtml(caption)}</caption>` : ''}<tbody>${lines}</tbody></table>`;
}

function sectionHtml(section: Section, index: number): string {
  const id = `s${index + 1}`;
  const heading = `<h2 id="${id}">${escapeHtml(section.title)}</h2><p class="note">${escapeHtml(section.note)}</p>`;
  if (section.single) return heading + recordTable(section, section.rows[0] ?? {}, '');
  if (section.rows.length === 0) return `${heading}<p class="empty">暂无记录。</p>`;
  const count = `<p class="meta">共 ${section.rows.length} 条</p>`;
  return heading + count + section.rows.map((row, i) => recordTable(section, row, `第 ${i + 1} 条`)).join('');
}

/** The whole page: title, whose data and when, a table of contents, then every section. */
export function myDataPage(sections: readonly Section[], about: { name: string; exportedAt: string; intro: string }): string {
  const contents = sections.map((s, i) => `<li><a href="#s${i + 1}">${escapeHtml(s.title)}</a></li>`).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(`${about.name}的个人数据`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(`${about.name}的个人数据`)}</h1>
<p class="meta">导出时间：${escapeHtml(about.exportedAt)}（北京时间）</p>
<p>${escapeHtml(about.intro)}</p>
<nav aria-label="目录"><ol>${contents}</ol></nav>
${sections.map(sectionHtml).join('\n')}
</main>
</body>
</html>
`;
}
