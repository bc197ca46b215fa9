/**
 * Components rendered to HTML for tests, without a browser: function components are called with
 * their props, elements become tags with their attributes. Enough for panels that use no hooks
 * (Preact's own server renderer would need the workspace's Preact copy, which npm nests apart).
 */
import { Fragment, type ComponentChild, type VNode } from 'preact';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function renderHtml(node: ComponentChild): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node));
  if (Array.isArray(node)) return node.map((child: ComponentChild) => renderHtml(child)).join('');
  const vnode = node as VNode<Record<string, unknown>>;
  const { type, props } = vnode;
  if (type === Fragment) return renderHtml(props.children as ComponentChild);
  if (typeof type === 'function')
    return renderHtml((type as (p: typeof props) => ComponentChild)(props));
  const attrs = Object.entries(props)
    .filter(
      ([k, v]) =>
        k !== 'children' &&
        typeof v !== 'function' &&
        v !== undefined &&
        v !== false &&
        v !== null &&
        typeof v !== 'object',
    )
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
  return `<${type}${attrs}>${renderHtml(props.children as ComponentChild)}</${type}>`;
}

/** The words of rendered HTML, spaced. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
