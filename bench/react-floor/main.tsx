import { createElement, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import firstScreen from 'virtual:first-screen';
import 'virtual:first-screen.css';

// The least a React page can do to show the builder's first screen: React creates its elements, captured from the
// built app, with the app's CSS. No data, store, components or handlers: the builder's time above this one is what
// its own code costs, and this one's time above the bare floor is what React showing that screen costs at the least.

type ScreenNode = (typeof firstScreen)[number];

// The attributes the first screen holds whose React prop is not the DOM name, or not the DOM value.
const booleans = new Set(['checked', 'disabled', 'hidden', 'open', 'selected']);
function propsOf(attributes: Record<string, string>, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') props['className'] = value;
    else if (name === 'for') props['htmlFor'] = value;
    else if (name === 'style') props['style'] = styleOf(value);
    else props[name] = booleans.has(name) ? true : value;
  }
  return props;
}

/** `width: 95%; color: red` as React's style object. */
function styleOf(declarations: string): Record<string, string> {
  return Object.fromEntries(
    declarations
      .split(';')
      .filter((declaration) => declaration.includes(':'))
      .map((declaration) => {
        const [property = '', ...value] = declaration.split(':');
        return [property.trim().replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value.join(':').trim()];
      }),
  );
}

function elementOf(node: ScreenNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  return createElement(tag, propsOf(attributes, key), ...children.map(elementOf));
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode>{firstScreen.map(elementOf)}</StrictMode>);
