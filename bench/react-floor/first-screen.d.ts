/** The builder's first screen, as a tree of elements: bench/app.bench.ts captures it from the built app and provides it. */
declare module 'virtual:first-screen' {
  /** Text, or an element: its tag name, its attributes as the DOM holds them, and its children. */
  type ScreenNode = string | [tag: string, attributes: Record<string, string>, ...children: ScreenNode[]];
  const screen: ScreenNode[];
  export default screen;
}
