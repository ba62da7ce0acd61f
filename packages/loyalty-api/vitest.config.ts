import { serverSuiteConfig } from '@portal/config/server-suites';
import { defineConfig } from 'vitest/config';

// Real providers, Redis servers and BFFs start in these suites: the settings of both server suites.
export default defineConfig(serverSuiteConfig(import.meta.dirname));
