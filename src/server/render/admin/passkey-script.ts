/**
 * The inbox's one script (/admin/passkey.js): the passkey ceremony, which only a browser can
 * perform. It shows the passkey buttons only where WebAuthn exists; the sign-in page works
 * without it (the link by e-mail). Plain JavaScript, served as a file (the CSP allows scripts
 * from this origin only), no library: the options and answers are WebAuthn's JSON forms.
 */
export const passkeyScript = String.raw`(() => {
  'use strict';
  if (!window.PublicKeyCredential || !navigator.credentials) return;
  const bytes = (text) => {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '==='.slice((base64.length + 3) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
  };
  const text = (buffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const asJson = (credential) => {
    if (typeof credential.toJSON === 'function') return credential.toJSON();
    const r = credential.response;
    const response = { clientDataJSON: text(r.clientDataJSON) };
    if (r.attestationObject) {
      response.attestationObject = text(r.attestationObject);
      response.transports = r.getTransports ? r.getTransports() : [];
    } else {
      response.authenticatorData = text(r.authenticatorData);
      response.signature = text(r.signature);
      if (r.userHandle) response.userHandle = text(r.userHandle);
    }
    return {
      id: credential.id,
      rawId: text(credential.rawId),
      type: credential.type,
      response,
      clientExtensionResults: credential.getClientExtensionResults(),
      authenticatorAttachment: credential.authenticatorAttachment || undefined,
    };
  };
  const credentials = (list) => (list || []).map((c) => ({ ...c, id: bytes(c.id) }));
  const say = (element, message) => {
    if (!element) return;
    element.textContent = message;
    element.hidden = false;
  };
  const post = (url, body) =>
    fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const signIn = document.getElementById('passkey-sign-in');
  if (signIn) {
    signIn.hidden = false;
    const problem = document.getElementById('passkey-problem');
    signIn.addEventListener('click', async () => {
      signIn.disabled = true;
      try {
        const asked = await fetch('/admin/login/passkey/', { credentials: 'same-origin' });
        if (!asked.ok) throw new Error(String(asked.status));
        const options = await asked.json();
        const credential = await navigator.credentials.get({
          publicKey: { ...options, challenge: bytes(options.challenge), allowCredentials: credentials(options.allowCredentials) },
        });
        const answer = await post('/admin/login/passkey/', { response: asJson(credential), next: signIn.dataset.next });
        const result = await answer.json();
        if (!answer.ok) throw new Error(result.error || String(answer.status));
        location.assign(result.next);
      } catch (error) {
        say(problem, signIn.dataset.failed);
        signIn.disabled = false;
      }
    });
  }

  const add = document.getElementById('passkey-add');
  if (add) {
    add.hidden = false;
    const needs = document.getElementById('passkey-needs-script');
    if (needs) needs.hidden = true;
    const problem = document.getElementById('passkey-problem');
    add.addEventListener('click', async () => {
      add.disabled = true;
      try {
        const asked = await fetch('/admin/account/passkey/', { credentials: 'same-origin' });
        if (!asked.ok) throw new Error(String(asked.status));
        const options = await asked.json();
        const credential = await navigator.credentials.create({
          publicKey: {
            ...options,
            challenge: bytes(options.challenge),
            user: { ...options.user, id: bytes(options.user.id) },
            excludeCredentials: credentials(options.excludeCredentials),
          },
        });
        const answer = await post('/admin/account/passkey/', { response: asJson(credential), csrf: add.dataset.csrf });
        if (!answer.ok) throw new Error(String(answer.status));
        location.assign('/admin/account/?passkey=added');
      } catch (error) {
        say(problem, add.dataset.failed);
        add.disabled = false;
      }
    });
  }
})();
`;
