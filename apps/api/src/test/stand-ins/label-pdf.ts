// A stand-in carrier's own label: a one-page 4×6 inch PDF written by hand (Helvetica, no
// library), or ZPL. A real carrier prints its own; the product only stores and serves it.

/** PDF string literal: ASCII only (the stand-in's printer knows no other script), escaped. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;

export function standInLabelPdf(lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '20 400 Td',
    ...lines.map((line) => `${literal(line)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function standInLabelZpl(lines: string[]): Buffer {
  const fields = lines.map((line, index) => `^FO30,${30 + index * 40}^A0N,30,30^FD${line.replace(/[\^~]/g, ' ')}^FS`);
  return Buffer.from(['^XA', ...fields, '^XZ'].join('\n'), 'utf8');
}
