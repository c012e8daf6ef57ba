import { useNavigate } from 'react-router';
import type { DatapadTabId } from '../../../shared/api';
import type { DatapadAppComponent } from '../../datapad/appRegistry';
import { tabById } from '../../datapad/datapadTabs';
import { HeadingBase } from '../../ui/HeadingBase';

/** Datapad apps that are also pages (seed 000 §2 page list: inventory, equipment). */
const PAGE_APPS: ReadonlySet<DatapadTabId> = new Set(['inventory', 'equipment']);

/**
 * A datapad app shown as a full page: the same component and rules, its links to other apps
 * going to their page, or to the game (where the datapad opens them) when they have none.
 */
export function AppAsPage({ tabId, App }: { tabId: DatapadTabId; App: DatapadAppComponent }) {
  const navigate = useNavigate();
  const tab = tabById(tabId);
  return (
    <section className="panel stack app-page" aria-label={tab.name}>
      {/* The app's title is the page's h1. */}
      <HeadingBase level={1}>
        <App tab={tab} openApp={(id) => void navigate(PAGE_APPS.has(id) ? `/${id}` : '/game')} goHome={() => void navigate('/dashboard')} />
      </HeadingBase>
    </section>
  );
}
