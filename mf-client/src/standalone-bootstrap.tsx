import { mountStandalone } from '@lexa/common';
import ClientApp from './App';

mountStandalone(ClientApp, document.getElementById('root')!);
