/// The player data as `ScriptJSONWriter` writes it: each type's keys in sorted order, optional properties left
/// out when nil, exactly as the `Encodable` conformances (which the tests compare with) encode them.
extension PlayerData {
    /// Compact JSON that is safe inside a `<script>` element: `<` is escaped, so no `</script>` or `<!--` can
    /// appear, and the output is deterministic (sorted keys). "{}" when a number is not finite (as `JSONEncoder`
    /// refuses it).
    func scriptJSON() -> String {
        var json = ScriptJSONWriter(capacity: 1 << 16)
        write(to: &json)
        return json.failed ? "{}" : json.text
    }

    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            if let cap { json.key("cap"); json.value(cap) }
            json.key("cons"); json.array { json in for entry in cons { entry.write(to: &json) } }
            json.key("devices"); json.array { json in for device in devices { device.write(to: &json) } }
            json.key("inners"); json.value(inners)
            json.key("parents"); json.value(parents)
            json.key("paths"); json.value(paths)
            if let sl { json.key("sl"); json.value(sl) }
            json.key("states"); json.array { json in for state in states { state.write(to: &json) } }
            json.key("styles"); json.value(styles)
            if let sweep { json.key("sweep"); sweep.write(to: &json) }
            if let tw { json.key("tw"); tw.write(to: &json) }
            json.key("tx"); json.dictionary(tx) { json, text in json.value(text) }
            if let widthConstraints {
                json.key("wk"); json.dictionary(widthConstraints) { json, lists in lists.write(to: &json) }
            }
        }
    }
}

extension PlayerData.StateData {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            if let action { json.key("action"); json.value(action) }
            json.key("c"); json.value(c)
            json.key("ch"); json.value(ch)
            json.key("inn"); json.value(inn)
            json.key("name"); json.value(name)
            json.key("st"); json.value(st)
            if let tap { json.key("tap"); json.dictionary(tap) { json, state in json.value(state) } }
            if let tr { json.key("tr"); tr.write(to: &json) }
        }
    }
}

extension PlayerData.ConstraintLists {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            json.key("c"); json.value(c)
            json.key("ch"); json.value(ch)
        }
    }
}

extension PlayerData.TransitionData {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            json.key("d"); json.value(d)
            json.key("dl"); json.value(dl)
            json.key("e"); json.value(e)
        }
    }
}

extension PlayerData.ConstraintData {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            json.key("b"); json.value(b)
            json.key("f"); json.value(f)
            json.key("g"); g.write(to: &json)
            json.key("k"); json.value(k)
            if let l { json.key("l"); json.value(l) }
            json.key("o"); json.value(o)
            json.key("p"); json.value(p)
            json.key("r"); json.value(r)
            if let s { json.key("s"); json.value(s) }
            json.key("t"); json.value(t)
        }
    }
}

extension ConstraintMark {
    func write(to json: inout ScriptJSONWriter) {
        json.array { json in
            json.value(kind.rawValue)
            json.value(axis)
            json.value(first?.view ?? -1)
            json.value(first?.guide ?? "")
            json.value(firstFraction)
            json.value(second?.view ?? -1)
            json.value(second?.guide ?? "")
            json.value(secondFraction)
        }
    }
}

extension PlayerData.DeviceData {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            json.key("cl"); json.value(classes)
            if let constraints { json.key("k"); constraints.write(to: &json) }
            json.key("key"); json.value(key)
            json.key("safe"); json.value(safe)
            json.key("size"); json.value(size)
            json.key("states"); json.array { json in for state in states { state.write(to: &json) } }
            json.key("tr"); json.value(truncated)
        }
    }
}

extension ElementGeometry {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            if let adjustedInsets { json.key("ai"); json.value(adjustedInsets) }
            json.key("al"); json.value(alphas)
            if let contentOffsets { json.key("co"); json.value(contentOffsets) }
            json.key("cs"); json.value(contentSizes)
            json.key("f"); json.value(frames)
            json.key("hid"); json.value(hidden)
            if let keyboard { json.key("kb"); json.value(keyboard) }
        }
    }
}

extension TrackValue {
    func write(to json: inout ScriptJSONWriter) {
        switch self {
        case .constant(let value): json.value(value)
        case .breakpoints(let flat): json.value(flat)
        }
    }

    static func write(_ tracks: [TrackValue]?, to json: inout ScriptJSONWriter) {
        guard let tracks else { return json.null() }
        json.array { json in for track in tracks { track.write(to: &json) } }
    }
}

extension WidthSweepData {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            if let contentOffsets { json.key("contentOffsets"); Self.write(contentOffsets, to: &json) }
            json.key("contentSizes"); Self.write(contentSizes, to: &json)
            json.key("keyboards"); json.array { json in for tracks in keyboards { TrackValue.write(tracks, to: &json) } }
            json.key("max"); json.value(max)
            json.key("min"); json.value(min)
            json.key("states")
            json.array { json in
                for state in states {
                    json.array { json in for tracks in state { TrackValue.write(tracks, to: &json) } }
                }
            }
            if let truncated { json.key("tr"); json.value(truncated) }
        }
    }

    private static func write(_ perState: [[ContentSizeTracks]], to json: inout ScriptJSONWriter) {
        json.array { json in
            for tracks in perState {
                json.array { json in
                    for entry in tracks {
                        json.array { json in
                            json.value(entry.element)
                            entry.width.write(to: &json)
                            entry.height.write(to: &json)
                        }
                    }
                }
            }
        }
    }
}

extension TweakData {
    func write(to json: inout ScriptJSONWriter) {
        json.object { json in
            if let d { json.key("d"); json.dictionary(d) { json, panel in json.value(panel) } }
            if let dh { json.key("dh"); json.value(dh) }
            if let k { json.key("k"); json.dictionary(k) { json, lists in lists.write(to: &json) } }
            if let m { json.key("m"); json.value(m) }
            json.key("sw"); sw.write(to: &json)
            json.key("t")
            json.array { json in
                for slider in t {
                    json.object { json in
                        json.key("c"); json.value(slider.c)
                        json.key("i"); json.value(slider.i)
                        json.key("l"); json.value(slider.l)
                        json.key("n"); json.value(slider.n)
                        json.key("v"); json.value(slider.v)
                        json.key("x"); json.value(slider.x)
                    }
                }
            }
        }
    }
}
