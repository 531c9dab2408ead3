import type { Inline } from '../../lib/rich-text.ts';
import { parseRichText } from '../../lib/rich-text.ts';

function Inlines({ content }: { content: Inline[] }) {
  return content.map((part, i) =>
    part.type === 'strong' ? (
      <strong key={i}>{part.text}</strong>
    ) : part.type === 'link' ? (
      <a key={i} className="link" href={part.href}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/** Renders the content files' rich text (see src/lib/rich-text.ts). */
export function RichText({ source, className = '' }: { source: string; className?: string }) {
  return (
    <div className={`space-y-4 ${className}`}>
      {parseRichText(source).map((block, i) =>
        block.type === 'list' ? (
          <ul key={i} className="list-disc space-y-1.5 pl-6 marker:text-forest-600">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines content={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inlines content={block.content} />
          </p>
        ),
      )}
    </div>
  );
}
