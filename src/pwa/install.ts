import { useSyncExternalStore } from 'react';
import { installState, onInstallChange, serverInstallState, type InstallState } from './install-state.ts';

export { isIosSafari, promptInstall, startInstallWatch, type InstallState } from './install-state.ts';

export function useInstall(): InstallState {
  return useSyncExternalStore(onInstallChange, installState, serverInstallState);
}
