import { configure } from '@testing-library/dom';

// Component tests wait for code the app loads on demand (the builder, dialogs) and for renders it defers a
// frame; on a busy machine that can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });
