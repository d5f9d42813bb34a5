import '@mijas/api/jitless';
import { bootApp } from './boot.tsx';

// Every page but a visitor's first `/` (app.html, the server's history fallback).
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from app.html');
void bootApp(root);
