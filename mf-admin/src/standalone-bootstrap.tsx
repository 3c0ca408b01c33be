import { mountStandalone } from '@lexa/common';
import AdminApp from './App';

mountStandalone(AdminApp, document.getElementById('root')!);
