import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import firstScreen from 'virtual:first-screen';
import 'virtual:first-screen.css';

// The least a React page can do to show the builder's first screen: mount its finished DOM, captured from the built
// app, in one piece, with the app's CSS. No data, store or components: the builder's time above this one is what its
// own code costs, and this one's time above the bare floor is what React showing that screen costs at the least.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: firstScreen }} />
    </StrictMode>,
  );
}
