// Saves that cannot reach the server wait on the phone and are sent again when it answers.
//
// Every change form carries a form id, and the server applies a form id once: sending a
// waiting save again is safe even when the first try did reach the server and only its
// answer was lost (the Wi-Fi dropped, the laptop went to sleep). The waiting saves live in
// localStorage, so closing the tab or restarting the phone's browser keeps them.
(function () {
  "use strict";
  var KEY = "scorekeeper-waiting";
  var RETRY_MS = 3000;
  var timer = null;

  function waiting() {
    try {
      return JSON.parse(localStorage.getItem(KEY) || "[]");
    } catch (error) {
      return [];
    }
  }

  function keep(items) {
    if (items.length) {
      localStorage.setItem(KEY, JSON.stringify(items));
    } else {
      localStorage.removeItem(KEY);
    }
    show(items);
  }

  function show(items) {
    var note = document.getElementById("waiting-note");
    if (!items.length) {
      if (note) note.remove();
      return;
    }
    if (!note) {
      note = document.createElement("p");
      note.id = "waiting-note";
      note.className = "waiting";
      note.setAttribute("role", "status");
      var main = document.querySelector("main") || document.body;
      main.insertBefore(note, main.firstChild);
    }
    var what = items.map(function (item) { return item.label; }).join(", ");
    note.textContent = (items.length === 1 ? "1 save" : items.length + " saves") +
      " waiting to send (" + what + "): the server cannot be reached. " +
      "It is sent as soon as the server answers; keep this page open or come back to it.";
  }

  function body(entries) {
    var data = new URLSearchParams();
    entries.forEach(function (pair) { data.append(pair[0], pair[1]); });
    return data;
  }

  function post(item) {
    return fetch(item.url, {
      method: "POST",
      body: body(item.entries),
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  }

  // The server answered: a save goes to the page it leads to; a refusal (a 409 because
  // another scorer changed the game meanwhile, a 400) is shown as the server wrote it.
  function answered(response) {
    if (response.redirected) {
      window.location.assign(response.url);
      return Promise.resolve();
    }
    return response.text().then(function (html) {
      document.open();
      document.write(html);
      document.close();
      window.scrollTo(0, 0);  // what changed is said at the top: start there
    });
  }

  function sendWaiting() {
    timer = null;
    var items = waiting();
    if (!items.length) return;
    var item = items[0];
    post(item).then(function (response) {
      keep(waiting().filter(function (other) { return other.formId !== item.formId; }));
      return answered(response);
    }, function () {
      schedule();  // still unreachable
    });
  }

  function schedule() {
    if (timer === null && waiting().length) timer = window.setTimeout(sendWaiting, RETRY_MS);
  }

  function label(form) {
    var button = form.querySelector("button[type=submit]");
    return (button && button.textContent.trim()) || "a change";
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var formId = form.querySelector("input[name=form_id]");
    if (!formId || !window.fetch || !window.localStorage) return;  // a plain post
    event.preventDefault();
    var item = {
      url: form.action,
      entries: Array.from(new FormData(form).entries()),
      formId: formId.value,
      label: label(form),
    };
    var buttons = form.querySelectorAll("button[type=submit]");
    buttons.forEach(function (button) { button.disabled = true; });
    post(item).then(answered, function () {
      // unreachable: kept on the phone, with its form id, and sent again later
      keep(waiting().filter(function (other) { return other.formId !== item.formId; })
        .concat([item]));
      buttons.forEach(function (button) { button.disabled = false; });
      schedule();
    });
  });

  window.addEventListener("online", sendWaiting);
  show(waiting());
  if (waiting().length) sendWaiting();
})();
