import type { NoticesSlice } from './roster-state';
import type { SliceCreator } from './store-tools';

/** Notices about the lists: saving, other tabs, data updates and what a change dropped. */
export const createNoticesSlice: SliceCreator<NoticesSlice> = (set, get, tools) => ({
  setAside: [],
  saveFailure: null,
  changedElsewhere: null,
  dataNotice: null,
  droppedNotice: null,

  dismissDataNotice() {
    set({ dataNotice: null });
  },
  dismissDroppedNotice() {
    set({ droppedNotice: null });
  },
  releaseSetAside(id) {
    tools.savedLists.releaseSetAside(id);
  },
  retrySave() {
    tools.savedLists.retry();
  },
  savedText() {
    return tools.savedLists.savedText();
  },
  dismissChangedElsewhere() {
    set({ changedElsewhere: null });
  },
  keepDeletedList() {
    const notice = get().changedElsewhere;
    if (notice?.kind !== 'deleted') return;
    const others = get().rosters.filter((r) => r.roster.id !== notice.rosterId);
    set({ rosters: [notice.saved, ...others], changedElsewhere: null });
  },
});
