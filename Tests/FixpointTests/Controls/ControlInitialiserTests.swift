import Fixpoint
import FixpointRender
import FixpointTesting
import Foundation
import Testing

// Issue 9 §2 item 9: the controls as SwiftUI spells them, their sizes (iOS metrics, approximated
// where the README says so), their renderings and the host's interactions.

/// Holds one value in `@State` and hands its binding to `make`; stashes the binding.
private struct Holder<Value, Content: View>: View {
    @State var value: Value
    let stash: Probe<Binding<Value>?>
    let make: (Binding<Value>) -> Content
    var body: some View {
        let _ = (stash.value = $value)
        make($value)
    }
}

@Suite("Control initialisers")
struct ControlInitialiserTests {
    // MARK: Slider

    @Test("Slider: every spelling compiles; the label is not drawn; value labels sit at the ends")
    func sliderSpellings() {
        let value = Binding.constant(0.5)
        _ = Slider(value: value)
        _ = Slider(value: value, in: 0...2, onEditingChanged: { _ in })
        _ = Slider(value: value, in: 0...2, step: 0.5)
        _ = Slider(value: value, in: 0...2) { Text("Volume") }
        _ = Slider(value: value, in: 0...2, step: 0.1) { Text("Volume") } onEditingChanged: { _ in }
        _ = Slider(value: value, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        let (s, report) = layOut(Slider(value: value) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: {
            Text("10")
        }, width: 300)
        #expect(report.passes == 1)
        #expect(s.node(text: "Volume") == nil)
        #expect(s.frame("Slider") == CGRect(x: 0, y: 0, width: 300, height: 30))
        let minimum = s.frame(of: "0")
        let maximum = s.frame(of: "10")
        let track = s.frame("Slider/SliderTrack")
        #expect(minimum.minX == 0 && isClose(maximum.maxX, 300))
        #expect(isClose(track.minX, minimum.maxX + 8) && isClose(track.maxX, maximum.minX - 8))
        #expect(s.node(path: "Slider/SliderTrack")?.drawing.content == .control("slider 0.5"))
        let (labelOnly, _) = layOut(Slider(value: value) { Text("Volume") }, width: 300)
        #expect(labelOnly.frame("Slider") == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    @Test("set(sliderAt:) clamps, snaps to the step, calls onEditingChanged(true, false); NaN writes nothing")
    func sliderInteraction() throws {
        let stash = Probe<Binding<Double>?>(nil)
        let editing = Probe<[Bool]>([])
        let (host, _) = hosted(Holder(value: 0.0, stash: stash) { binding in
            VStack {
                Slider(value: binding, in: 0...10, step: 2) { Text("Level") } onEditingChanged: { editing.value.append($0) }
                Text("level \(Int(binding.wrappedValue))")
            }
        }, width: 200)
        let report = try host.set(sliderAt: "Holder/VStack/Slider", to: 6.9)
        #expect(stash.value?.wrappedValue == 6)
        #expect(editing.value == [true, false])
        #expect(report.passes == 1 && report.converged)
        #expect(host.snapshot.node(text: "level 6") != nil)
        try host.set(sliderAt: "Holder/VStack/Slider", to: 99)
        #expect(stash.value?.wrappedValue == 10)
        let nan = try host.set(sliderAt: "Holder/VStack/Slider", to: .nan)
        #expect(stash.value?.wrappedValue == 10)
        #expect(nan.totalBodyEvaluations == 0)
    }

    // MARK: Stepper

    @Test("Stepper: label leading, 94×32 buttons trailing; every spelling compiles")
    func stepperLayout() {
        let value = Binding.constant(3)
        _ = Stepper("Count", value: value, in: 0...5)
        _ = Stepper("Count", value: value, step: 2)
        _ = Stepper(value: value, in: 0...5, step: 1) { Text("Count") } onEditingChanged: { _ in }
        _ = Stepper(value: value) { Text("Count") }
        _ = Stepper("Count", onIncrement: {}, onDecrement: nil)
        _ = Stepper { Text("Count") } onIncrement: {} onDecrement: {}
        let (s, report) = layOut(Stepper("Count", value: value, in: 0...3), width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("Stepper") == CGRect(x: 0, y: 0, width: 300, height: 32))
        #expect(s.frame("Stepper/HStack/StepperButtons") == CGRect(x: 206, y: 0, width: 94, height: 32))
        #expect(s.frame(of: "Count").minX == 0)
        // At the upper bound the + button is disabled.
        #expect(s.node(path: "Stepper/HStack/StepperButtons")?.drawing.content == .control("stepper -_"))
    }

    @Test("increment/decrement(stepperAt:) step the value within the bounds, one pass each")
    func stepperInteraction() throws {
        let stash = Probe<Binding<Int>?>(nil)
        let (host, _) = hosted(Holder(value: 1, stash: stash) { binding in
            Stepper("Count \(binding.wrappedValue)", value: binding, in: 0...4, step: 2)
        }, width: 300)
        let path = "Holder/Stepper"
        let up = try host.increment(stepperAt: path)
        #expect(stash.value?.wrappedValue == 3)
        #expect(up.passes == 1 && up.converged)
        #expect(host.snapshot.node(text: "Count 3") != nil)
        try host.increment(stepperAt: path)
        #expect(stash.value?.wrappedValue == 4)
        #expect(host.snapshot.node(path: "Holder/Stepper/HStack/StepperButtons")?.drawing.content == .control("stepper -_"))
        let stuck = try host.increment(stepperAt: path)
        #expect(stash.value?.wrappedValue == 4)
        #expect(stuck.totalBodyEvaluations == 0)
        try host.decrement(stepperAt: path)
        try host.decrement(stepperAt: path)
        try host.decrement(stepperAt: path)
        #expect(stash.value?.wrappedValue == 0)
        #expect(throws: InteractionError.self) { try host.increment(stepperAt: "Holder/Nothing") }
    }

    @Test("Stepper(_:onIncrement:onDecrement:) runs the closures; a nil closure disables its button")
    func stepperClosures() throws {
        let count = Probe<Int>(0)
        let (host, _) = hosted(Stepper("Taps", onIncrement: { count.value += 1 }, onDecrement: nil), width: 300)
        #expect(host.snapshot.node(path: "Stepper/HStack/StepperButtons")?.drawing.content == .control("stepper _+"))
        try host.increment(stepperAt: "Stepper")
        try host.decrement(stepperAt: "Stepper")
        #expect(count.value == 1)
    }

    // MARK: Picker

    @Test("Picker .segmented: equal segments across the proposal, 32 high, the thumb behind the selection")
    func segmented() {
        let flavours = ["Vanilla", "Chocolate", "Mint"]
        let picker = Picker("Flavour", selection: .constant("Mint")) {
            ForEach(flavours, id: \.self) { Text($0) }
        }
        let (s, report) = layOut(picker.pickerStyle(.segmented), width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("Picker") == CGRect(x: 0, y: 0, width: 300, height: 32))
        #expect(s.node(text: "Flavour") == nil)
        for (index, name) in flavours.enumerated() {
            #expect(isClose(s.frame(of: name).midX, 50 + 100 * CGFloat(index)))
        }
        #expect(s.frame("Picker/background/SegmentedPickerLayout/RoundedRectangle") == CGRect(x: 202, y: 2, width: 96, height: 28))
        // Its ideal width: every segment as wide as the widest label plus 12 on each side.
        let (ideal, _) = layOut(picker.pickerStyle(.segmented).fixedSize(), width: 300)
        #expect(isClose(ideal.frame("fixedSize/Picker").width, 3 * (textWidth("Chocolate") + 24)))
    }

    @Test("Picker .menu and .automatic: the selected option and a chevron in the accent colour")
    func menu() {
        for style in [PickerStyleKind.menu, .automatic] {
            let picker = Picker("Size", selection: .constant(2)) {
                ForEach(1..<4) { Text("Size \($0)") }
            }
            let view = Group {
                if style == .menu { picker.pickerStyle(.menu) } else { picker }
            }
            let (s, report) = layOut(view, width: 300)
            #expect(report.passes == 1)
            #expect(s.node(text: "Size") == nil)
            let label = s.frame(of: "Size 2")
            #expect(isClose(s.frame("Picker").width, label.width + 6 + 20))
            #expect(s.frame("Picker").height == 20)
            #expect(s.textDrawing("Picker/HStack/Text")?.color.name == "accentColor")
        }
    }

    @Test("Picker options tagged with tag(_:): the selected tag's option shows; select(_:inPickerAt:) takes tags")
    func explicitTags() throws {
        enum Flavour: Hashable { case vanilla, mint }
        let stash = Probe<Binding<Flavour>?>(nil)
        let (host, first) = hosted(Holder(value: Flavour.mint, stash: stash) { binding in
            Picker("Flavour", selection: binding) {
                Text("Vanilla").tag(Flavour.vanilla)
                Text("Mint").padding(2).tag(Flavour.mint)
            }
        }, width: 300)
        #expect(first.passes == 1 && first.converged)
        #expect(host.snapshot.node(text: "Mint") != nil)
        #expect(host.snapshot.node(text: "Vanilla") == nil)
        let report = try host.select(Flavour.vanilla, inPickerAt: "Holder/Picker")
        #expect(report.passes == 1 && report.converged)
        #expect(stash.value?.wrappedValue == .vanilla)
        #expect(host.snapshot.node(text: "Vanilla") != nil)
        #expect(host.snapshot.node(text: "Mint") == nil)
        // A tag that no option carries is refused, writing nothing.
        #expect(throws: (any Error).self) { try host.select(Flavour.mint, inPickerAt: "Holder/Nope") }
        // An explicit tag wins over the ForEach id.
        let picker = Picker("N", selection: .constant(20)) { ForEach(1..<3) { Text("n\($0)").tag($0 * 10) } }
        let (s, _) = layOut(picker, width: 300)
        #expect(s.node(text: "n2") != nil)
    }

    @Test("Picker .wheel and .inline: 216 high, the selection centred on a 34-pt band", arguments: [false, true])
    func wheel(inline: Bool) {
        let picker = Picker("Hour", selection: .constant(7)) { ForEach(0..<12) { Text("\($0)") } }
        let (s, _) = layOut(Group { if inline { picker.pickerStyle(.inline) } else { picker.pickerStyle(.wheel) } }, width: 200)
        #expect(s.frame("Picker").size == CGSize(width: 200, height: 216))
        #expect(isClose(s.frame(of: "7").midY, 108))
        #expect(s.frame("Picker/frame/ZStack/frame/RoundedRectangle") == CGRect(x: 0, y: 91, width: 200, height: 34))
    }

    @Test("select(_:inPickerAt:) writes the selection and moves the thumb; a foreign value throws, writing nothing")
    func pickerInteraction() throws {
        let stash = Probe<Binding<String>?>(nil)
        let (host, _) = hosted(Holder(value: "a", stash: stash) { binding in
            Picker("Letter", selection: binding) { ForEach(["a", "b"], id: \.self) { Text($0) } }.pickerStyle(.segmented)
        }, width: 200)
        let thumb = "Holder/Picker/background/SegmentedPickerLayout/RoundedRectangle"
        #expect(host.snapshot.frame(thumb).minX == 2)
        let report = try host.select("b", inPickerAt: "Holder/Picker")
        #expect(stash.value?.wrappedValue == "b")
        #expect(report.passes == 1 && report.converged)
        #expect(host.snapshot.frame(thumb).minX == 102)
        #expect(throws: InteractionError.self) { try host.select("z", inPickerAt: "Holder/Picker") }
        #expect(throws: InteractionError.self) { try host.select(3, inPickerAt: "Holder/Picker") }
        #expect(stash.value?.wrappedValue == "b")
    }

    // MARK: TextField

    @Test("TextField: one line, the proposed width; empty text shows the prompt (else the title) in the placeholder colour")
    func textField() {
        let (plain, report) = layOut(TextField("Name", text: .constant("")), width: 300)
        #expect(report.passes == 1)
        #expect(plain.frame("TextField").size == CGSize(width: 300, height: lineHeight()))
        #expect(plain.textDrawing("TextField/TextFieldContent/frame/Text")?.color.name == "placeholderText")
        let (prompted, _) = layOut(TextField("Name", text: .constant(""), prompt: Text("Required")), width: 300)
        #expect(prompted.node(text: "Required") != nil && prompted.node(text: "Name") == nil)
        let (filled, _) = layOut(TextField("Name", text: .constant("Ada")), width: 300)
        #expect(filled.node(text: "Ada") != nil)
        let (rounded, _) = layOut(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), width: 300)
        #expect(isClose(rounded.frame("TextField").height, lineHeight() + 14))
        #expect(rounded.frame(of: "Name").minX == 7)
        let (ideal, _) = layOut(TextField("Name", text: .constant("")).textFieldStyle(.plain).fixedSize(), width: 300)
        #expect(isClose(ideal.frame("fixedSize/TextField").width, textWidth("Name")))
        let (secure, _) = layOut(SecureField("Password", text: .constant("abc")), width: 300)
        #expect(secure.node(text: "•••") != nil)
    }

    @Test("type(_:into:) appends through the binding in one write and one pass; a missing field throws")
    func typing() throws {
        let stash = Probe<Binding<String>?>(nil)
        let (host, _) = hosted(Holder(value: "Ad", stash: stash) { binding in
            VStack {
                TextField("Name", text: binding)
                SecureField("Password", text: .constant(""))
            }
        }, width: 300)
        let report = try host.type("a", into: "Holder/VStack/TextField")
        #expect(stash.value?.wrappedValue == "Ada")
        #expect(report.passes == 1 && report.converged)
        #expect(host.snapshot.node(text: "Ada") != nil)
        #expect(throws: InteractionError.self) { try host.type("x", into: "Holder/VStack/Nothing") }
    }

    // MARK: Renderings

    @Test("renderings: the stepper's buttons, the segmented control and the field draw in SVG and ASCII")
    func renderings() {
        let view = VStack(spacing: 4) {
            Stepper("Count", value: .constant(1), in: 0...3)
            Picker("P", selection: .constant(1)) { ForEach(0..<2) { Text("Item \($0)") } }.pickerStyle(.segmented)
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        }
        let (s, _) = layOut(view, width: 240)
        let svg = SVGRenderer().render(s)
        #expect(svg.contains("<title>stepper -+</title>"))
        #expect(svg.contains("Item 1"))
        let ascii = ASCIIRenderer().render(s)
        #expect(ascii.contains("<stepper -+>"))
        #expect(ascii.contains("Item 0"))
        #expect(SVGRenderer().render(s) == svg)
    }
}
