import type { DataLoader } from '../store/data-loader';
import type { RosterStore } from '../store/roster-store';
import { StoreProvider } from '../store/store-context';
import { AppShell } from './app-shell';

export function App({ store, loader }: { store: RosterStore; loader: DataLoader }) {
  return (
    <StoreProvider store={store} loader={loader}>
      <AppShell />
    </StoreProvider>
  );
}
