/** The browser client: mounts the app. */
import './zod-config.ts';
import { render } from 'preact';
import { App } from './app.tsx';
import { lang } from './i18n/index.ts';
import './styles/base.css';
import './styles/board.css';
import './styles/panels.css';
import './styles/pages.css';
import './styles/start.css';
import './styles/scores.css';
import './styles/table-parts.css';
import './styles/table.css';
import './styles/play.css';
import './styles/friends.css';
import './styles/ratings.css';
import './styles/community.css';
import './styles/phone.css';

document.documentElement.lang = lang.value;
const root = document.getElementById('app');
if (root) render(<App />, root);
