import { createListChecking } from './list-checking';
import type { CheckerReply, CheckerRequest } from './list-checker';

/**
 * The "Check many lists" page's checker, off the page's thread: unpacking a zip and judging hundreds of lists
 * happen here while the page stays responsive and fills its table part by part.
 */
const checking = createListChecking();
const reply = (message: CheckerReply) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<CheckerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'start')
      reply({ kind: 'started', ...checking.start(request.files, request.pasted, request.factions) });
    else checking.finish(request.data, request.missing, (checks, isDone) => reply({ kind: 'checked', checks, isDone }));
  } catch (error) {
    reply({
      kind: 'failed',
      message: `Could not check these lists (${error instanceof Error ? error.message : String(error)}).`,
    });
  }
});
