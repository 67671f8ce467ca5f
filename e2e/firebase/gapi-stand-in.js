/*
 * Test stand-in for https://apis.google.com/js/api.js, served by the browser tests through
 * Playwright's context.route because nothing outside this machine can be reached.
 *
 * Both the Firebase Auth SDK (in the app page) and the Auth emulator's helper iframe
 * (http://127.0.0.1:9099/emulator/auth/iframe) load api.js and use only this much of it:
 *   gapi.load('gapi.iframes', {callback}), gapi.iframes.getContext(),
 *   context.open({where, url, attributes}, onOpen) -> Promise<iframe> (parent side),
 *   context.getParentIframe() (iframe side), iframe.restyle(), iframe.ping(cb),
 *   iframe.register(type, handler), iframe.send(type, data, callback), CROSS_ORIGIN_IFRAMES_FILTER.
 * The SDK registers 'authEvent' (the popup's result, relayed by the helper iframe) and sends
 * 'webStorageSupport'. This file implements exactly that over window.postMessage, with both ends
 * being this same script; the sender's window is checked on every message.
 */
(function () {
  'use strict';
  var MARK = '__gapiStandIn';
  var FILTER = 'cross-origin-iframes-filter';

  /** One end of a message channel between this window and `peer` (another window). */
  function Channel(peerProvider) {
    this.peerProvider = peerProvider; // a function: the iframe's contentWindow exists only after load
    this.handlers = {};
    this.pendingRequests = {}; // type -> [requests received before a handler was registered]
    this.callbacks = {};
    this.nextId = 1;
    this.pongWaiters = [];
    Channel.all.push(this);
  }
  Channel.all = [];

  Channel.prototype.peer = function () {
    return this.peerProvider();
  };
  Channel.prototype.post = function (message) {
    var peer = this.peer();
    if (!peer) return false;
    message[MARK] = true;
    peer.postMessage(message, '*');
    return true;
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.pendingRequests[type] || [];
    delete this.pendingRequests[type];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.unregister = function (type) {
    delete this.handlers[type];
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = String(this.nextId++);
    if (callback) this.callbacks[id] = callback;
    this.post({ kind: 'request', id: id, type: type, data: data });
  };
  Channel.prototype.answer = function (request) {
    var self = this;
    var handler = this.handlers[request.type];
    if (!handler) {
      (this.pendingRequests[request.type] = this.pendingRequests[request.type] || []).push(request);
      return;
    }
    Promise.resolve()
      .then(function () {
        return handler(request.data);
      })
      .then(
        function (result) {
          self.post({ kind: 'response', id: request.id, responses: [result] });
        },
        function () {
          self.post({ kind: 'response', id: request.id, responses: [] });
        },
      );
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ping') {
      this.post({ kind: 'pong' });
    } else if (message.kind === 'pong') {
      var waiters = this.pongWaiters;
      this.pongWaiters = [];
      for (var i = 0; i < waiters.length; i++) waiters[i]();
    } else if (message.kind === 'request') {
      this.answer(message);
    } else if (message.kind === 'response') {
      var callback = this.callbacks[message.id];
      delete this.callbacks[message.id];
      // Like gapi, a throwing callback must not break the channel: the SDK's webStorageSupport
      // callback always throws after it has answered (it relies on gapi swallowing that).
      if (callback) {
        try {
          callback(message.responses);
        } catch (ignored) {
          // swallowed on purpose, as gapi does
        }
      }
    }
  };
  /** Resolves once the peer's stand-in answers (it may still be loading): polled every 50 ms. */
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      self.pongWaiters.push(function () {
        if (done) return;
        done = true;
        clearInterval(timer);
        if (callback) callback();
        resolve([]);
      });
      var timer = setInterval(function () {
        self.post({ kind: 'ping' });
      }, 50);
      self.post({ kind: 'ping' });
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[MARK] !== true) return;
    for (var i = 0; i < Channel.all.length; i++) {
      if (Channel.all[i].peer() === event.source) Channel.all[i].receive(message);
    }
  });

  // The iframe side answers pings even before it calls getParentIframe().
  var parentChannel = null;
  function getParentIframe() {
    if (!parentChannel) parentChannel = new Channel(function () {
      return window.parent !== window ? window.parent : null;
    });
    return parentChannel;
  }
  if (window.parent !== window) getParentIframe();

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') {
          Object.keys(attributes.style).forEach(function (property) {
            element.style[property] = attributes.style[property];
          });
        } else {
          element.setAttribute(name, attributes[name]);
        }
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = new Channel(function () {
        return element.contentWindow;
      });
      channel.element = element;
      return Promise.resolve(onOpen ? onOpen(channel) : channel).then(function () {
        return channel;
      });
    },
    getParentIframe: getParentIframe,
  };

  var iframesModule = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: Channel,
    getContext: function () {
      return context;
    },
  };

  var gapi = (window.gapi = window.gapi || {});
  gapi.load = function (name, config) {
    var callback = typeof config === 'function' ? config : config && config.callback;
    setTimeout(function () {
      if (name.split(':').indexOf('gapi.iframes') !== -1) gapi.iframes = iframesModule;
      if (callback) callback();
    }, 0);
  };

  // api.js announces itself through ?onload=<global function> and/or window.gapi_onload.
  var script = document.currentScript;
  var onloadName = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
